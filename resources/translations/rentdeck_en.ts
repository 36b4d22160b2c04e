<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
    <context>
        <name>Ledger</name>
        <message>
            <source>Cannot create the folder %1 for the ledger.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot read the ledger %1; check that it is a readable file.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not a RentDeck ledger (not an SQLite database). It was left untouched: move it aside and start RentDeck again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is read-only; RentDeck needs to write to it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot create the ledger %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The SQLite driver for Qt (QSQLITE) is not installed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot open the ledger %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not a usable RentDeck ledger (%2). It was left untouched: move it aside and start RentDeck again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 was written by a newer RentDeck (schema %2 &gt; %3); upgrade RentDeck.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot enable foreign keys in the ledger.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot write to the ledger %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot upgrade the ledger %1 to schema %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot record the launch of %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot read the ledger %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not in the ledger; record its launch first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot record the state of %1.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::InstanceManager</name>
        <message>
            <source>No provider "%1" is configured (offer %2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>"%1" is not an instance name of a configured provider; names look like sandbox:3 (see: rentdeck-cli instances).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::InstanceModel</name>
        <message>
            <source>provisioning</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>running</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>stopped</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>error</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>terminated</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 × %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1/h</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Instance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Status</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Price</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cost so far</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>SSH</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Launched</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::InstancesView</name>
        <message>
            <source>No instances yet — pick an offer in the Offers tab and press Launch.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not refresh instances of %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Stop</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Res&amp;ume</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Destroy…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Refresh</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Copy ssh command</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Refreshing…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This deletes the instance and its disk (home folder, keys); data not pulled back is lost.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This deletes the instance and its %1 GB disk; data not pulled back is lost.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Destroy %1?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This cannot be undone.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Destroy instance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stop failed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Resume failed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Destroy failed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stopping %1…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Resuming %1…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Destroying %1…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copied: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 cannot stop and resume instances.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::KeychainSecretStore</name>
        <message>
            <source>No secret is stored in the keychain for %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Access to the system keychain was denied; allow RentDeck to use it and try again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No system keychain is available (install and unlock a Secret Service such as GNOME Keyring or KWallet).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The system keychain failed: %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::LaunchDialog</name>
        <message>
            <source>Launch %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>optional, e.g. llama-finetune</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Framework and CUDA version you intend to run; checked against the driver later.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> GB</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> h</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No limit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> min</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No budget</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Label:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Image:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Disk:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Max lifetime:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stop when &amp;idle for:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Budget:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Launch</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 × %2 (%3 GB each)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1, %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 · %3/h, billed %4</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::MainWindow</name>
        <message>
            <source>RentDeck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Offers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Instances</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;File</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;View</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Help</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;About RentDeck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>System</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The new language is used the next time RentDeck starts.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1/h</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing running</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Spend rate: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>About RentDeck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RentDeck %1

A console for rented GPU machines: choose an offer, launch, connect, check, sync, watch the cost and release.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 launched.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 stopped.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 resumed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 destroyed.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::MemorySecretStore</name>
        <message>
            <source>No secret is stored for %1.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::OfferModel</name>
        <message>
            <source>per second</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>per minute</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>per hour</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (slice)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 GB</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1, spot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 × %2, driver %3, CUDA ≤ %4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Provider</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPUs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>VRAM / GPU</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Price / h</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Per GPU-h</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Billing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Region</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CPU cores</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RAM</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Disk</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Max CUDA</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Note</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::OffersView</name>
        <message>
            <source>&amp;Refresh</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Launch…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Refreshing offers…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not load offers from %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Loading offers…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Filter by GPU, provider or region (e.g. 4090 sandbox)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> GB</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Any</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Highest price per hour for the whole offer, in the offer's currency.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Min &amp;VRAM:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Max &amp;price/h:</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n offer(s)</source>
            <translation>
                <numerusform>%n offer</numerusform>
                <numerusform>%n offers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 of %n offer(s) match the filter</source>
            <translation>
                <numerusform>%1 of %n offer matches the filter</numerusform>
                <numerusform>%1 of %n offers match the filter</numerusform>
            </translation>
        </message>
        <message>
            <source>Select an offer first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Launching %1…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Launching %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Launched %1 as %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Launch of %1 failed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Launch failed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not launch %1.

%2</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::ProviderJob</name>
        <message>
            <source>Cancelled.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::SandboxProvider</name>
        <message>
            <source>sshd for this instance is not running (crashed or killed); resume it or destroy it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The sandbox has no offer "%1".</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>creating keys and starting sshd</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not end processes %1 of the instance.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>starting sshd</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not end every process of sandbox instance %1; try again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Unknown scenario "%1"; use one of: %2.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::SshConnector</name>
        <message>
            <source>Could not create an SSH session (out of memory?).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancelled.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Invalid SSH settings for %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not connect to %1: connection refused. Is the instance running?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not connect to %1: the host name %2 could not be resolved. Check the address and your network.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Timed out after %1 s while connecting to %2 (TCP connect and SSH handshake). Is the instance running and reachable, and is it an SSH server?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not connect to %1: %2. Is the instance running?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 did not present a host key.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not check the host key of %1 against %2: %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The host key of %1 is not known (%2). RentDeck only connects to hosts recorded in %3; connect once with trust-on-first-use to record it after checking the fingerprint.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>WARNING: the host key of %1 has CHANGED, so RentDeck refused to connect. Someone may be intercepting the connection (a man-in-the-middle attack), or the instance was re-created on the same address. Recorded key: %2; key offered now: %3. If you re-created this instance, remove the old entry "%4" from %5 (for example: ssh-keygen -R '%4' -f '%5') and connect again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>public key %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not read the private key %1 to log in to %2: the file is missing, unreadable or protected by a passphrase.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the keys of ssh-agent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No way to log in to %1: no identity file is set and no ssh-agent is running (SSH_AUTH_SOCK is not set).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Timed out after %1 s while authenticating to %2 with %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The connection to %1 failed while authenticating with %2: %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 rejected the login as user "%2" with %3 (method: publickey). Check the user name, and that the matching public key is in ~%2/.ssh/authorized_keys on the instance.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::SshExecJob</name>
        <message>
            <source>%1 refused to run the command: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The connection to %1 was lost while the command was running: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancelled.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot run a command over SSH: the instance has no SSH address yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancelled: %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::SshKeyGenerator</name>
        <message>
            <source>Could not write the key file %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 already exists; RentDeck does not overwrite SSH keys.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>libssh could not generate an ed25519 key.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>libssh could not export the new private key.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>main</name>
        <message>
            <source>Save a picture of the window to FILE once loaded, then quit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open on TAB: offers or instances.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Log debug messages.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ledger not available</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1

RentDeck continues without recording costs.</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
