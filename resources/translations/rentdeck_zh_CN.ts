<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
    <context>
        <name>Ledger</name>
        <message>
            <source>Cannot create the folder %1 for the ledger.</source>
            <translation>无法为账本创建文件夹 %1。</translation>
        </message>
        <message>
            <source>Cannot read the ledger %1; check that it is a readable file.</source>
            <translation>无法读取账本 %1，请检查该文件是否可读。</translation>
        </message>
        <message>
            <source>%1 is not a RentDeck ledger (not an SQLite database). It was left untouched: move it aside and start RentDeck again.</source>
            <translation>%1 不是 RentDeck 账本（不是 SQLite 数据库）。文件未做任何改动：请把它移到别处，然后重新启动 RentDeck。</translation>
        </message>
        <message>
            <source>%1 is read-only; RentDeck needs to write to it.</source>
            <translation>%1 是只读的；RentDeck 需要写入该文件。</translation>
        </message>
        <message>
            <source>Cannot create the ledger %1: %2</source>
            <translation>无法创建账本 %1：%2</translation>
        </message>
        <message>
            <source>The SQLite driver for Qt (QSQLITE) is not installed.</source>
            <translation>未安装 Qt 的 SQLite 驱动（QSQLITE）。</translation>
        </message>
        <message>
            <source>Cannot open the ledger %1.</source>
            <translation>无法打开账本 %1。</translation>
        </message>
        <message>
            <source>%1 is not a usable RentDeck ledger (%2). It was left untouched: move it aside and start RentDeck again.</source>
            <translation>%1 不是可用的 RentDeck 账本（%2）。文件未做任何改动：请把它移到别处，然后重新启动 RentDeck。</translation>
        </message>
        <message>
            <source>%1 was written by a newer RentDeck (schema %2 &gt; %3); upgrade RentDeck.</source>
            <translation>%1 由更新版本的 RentDeck 写入（架构版本 %2 &gt; %3），请升级 RentDeck。</translation>
        </message>
        <message>
            <source>Cannot enable foreign keys in the ledger.</source>
            <translation>无法在账本中启用外键。</translation>
        </message>
        <message>
            <source>Cannot write to the ledger %1.</source>
            <translation>无法写入账本 %1。</translation>
        </message>
        <message>
            <source>Cannot upgrade the ledger %1 to schema %2.</source>
            <translation>无法将账本 %1 升级到架构版本 %2。</translation>
        </message>
        <message>
            <source>Cannot record the launch of %1.</source>
            <translation>无法记录 %1 的启动。</translation>
        </message>
        <message>
            <source>Cannot read the ledger %1.</source>
            <translation>无法读取账本 %1。</translation>
        </message>
        <message>
            <source>%1 is not in the ledger; record its launch first.</source>
            <translation>账本中没有 %1；请先记录它的启动。</translation>
        </message>
        <message>
            <source>Cannot record the state of %1.</source>
            <translation>无法记录 %1 的状态。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::InstanceManager</name>
        <message>
            <source>No provider "%1" is configured (offer %2).</source>
            <translation>未配置服务商“%1”（报价 %2）。</translation>
        </message>
        <message>
            <source>"%1" is not an instance name of a configured provider; names look like sandbox:3 (see: rentdeck-cli instances).</source>
            <translation>“%1”不是已配置服务商的实例名称；实例名称形如 sandbox:3（参见：rentdeck-cli instances）。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::InstanceModel</name>
        <message>
            <source>provisioning</source>
            <translation>准备中</translation>
        </message>
        <message>
            <source>running</source>
            <translation>运行中</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>已停止</translation>
        </message>
        <message>
            <source>error</source>
            <translation>出错</translation>
        </message>
        <message>
            <source>terminated</source>
            <translation>已销毁</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <source>%1 × %2</source>
            <translation>%1 × %2</translation>
        </message>
        <message>
            <source>%1/h</source>
            <translation>%1/小时</translation>
        </message>
        <message>
            <source>Instance</source>
            <translation>实例</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>GPU</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>Price</source>
            <translation>价格</translation>
        </message>
        <message>
            <source>Cost so far</source>
            <translation>已产生费用</translation>
        </message>
        <message>
            <source>SSH</source>
            <translation>SSH</translation>
        </message>
        <message>
            <source>Launched</source>
            <translation>启动时间</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::InstancesView</name>
        <message>
            <source>No instances yet — pick an offer in the Offers tab and press Launch.</source>
            <translation>还没有实例 —— 请在“报价”页选择一个报价，然后点击“启动”。</translation>
        </message>
        <message>
            <source>Could not refresh instances of %1: %2</source>
            <translation>无法刷新 %1 的实例：%2</translation>
        </message>
        <message>
            <source>&amp;Stop</source>
            <translation>停止(&amp;S)</translation>
        </message>
        <message>
            <source>Res&amp;ume</source>
            <translation>恢复(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Destroy…</source>
            <translation>销毁(&amp;D)…</translation>
        </message>
        <message>
            <source>&amp;Refresh</source>
            <translation>刷新(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Copy ssh command</source>
            <translation>复制 ssh 命令(&amp;C)</translation>
        </message>
        <message>
            <source>Refreshing…</source>
            <translation>正在刷新…</translation>
        </message>
        <message>
            <source>This deletes the instance and its disk (home folder, keys); data not pulled back is lost.</source>
            <translation>这将删除该实例及其磁盘（主目录、密钥）；尚未取回的数据将会丢失。</translation>
        </message>
        <message>
            <source>This deletes the instance and its %1 GB disk; data not pulled back is lost.</source>
            <translation>这将删除该实例及其 %1 GB 磁盘；尚未取回的数据将会丢失。</translation>
        </message>
        <message>
            <source>Destroy %1?</source>
            <translation>销毁 %1？</translation>
        </message>
        <message>
            <source>This cannot be undone.</source>
            <translation>此操作无法撤销。</translation>
        </message>
        <message>
            <source>Destroy instance</source>
            <translation>销毁实例</translation>
        </message>
        <message>
            <source>Stop failed</source>
            <translation>停止失败</translation>
        </message>
        <message>
            <source>Resume failed</source>
            <translation>恢复失败</translation>
        </message>
        <message>
            <source>Destroy failed</source>
            <translation>销毁失败</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>Stopping %1…</source>
            <translation>正在停止 %1…</translation>
        </message>
        <message>
            <source>Resuming %1…</source>
            <translation>正在恢复 %1…</translation>
        </message>
        <message>
            <source>Destroying %1…</source>
            <translation>正在销毁 %1…</translation>
        </message>
        <message>
            <source>Copied: %1</source>
            <translation>已复制：%1</translation>
        </message>
        <message>
            <source>%1 cannot stop and resume instances.</source>
            <translation>%1 不支持停止和恢复实例。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::KeychainSecretStore</name>
        <message>
            <source>No secret is stored in the keychain for %1.</source>
            <translation>钥匙串中没有 %1 的密钥。</translation>
        </message>
        <message>
            <source>Access to the system keychain was denied; allow RentDeck to use it and try again.</source>
            <translation>访问系统钥匙串被拒绝；请允许 RentDeck 使用钥匙串后重试。</translation>
        </message>
        <message>
            <source>No system keychain is available (install and unlock a Secret Service such as GNOME Keyring or KWallet).</source>
            <translation>没有可用的系统钥匙串（请安装并解锁 GNOME Keyring 或 KWallet 等 Secret Service）。</translation>
        </message>
        <message>
            <source>The system keychain failed: %1</source>
            <translation>系统钥匙串出错：%1</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::LaunchDialog</name>
        <message>
            <source>Launch %1</source>
            <translation>启动 %1</translation>
        </message>
        <message>
            <source>optional, e.g. llama-finetune</source>
            <translation>可选，例如 llama-finetune</translation>
        </message>
        <message>
            <source>Framework and CUDA version you intend to run; checked against the driver later.</source>
            <translation>你打算使用的框架和 CUDA 版本；稍后会与驱动版本进行核对。</translation>
        </message>
        <message>
            <source> GB</source>
            <translation> GB</translation>
        </message>
        <message>
            <source> h</source>
            <translation> 小时</translation>
        </message>
        <message>
            <source>No limit</source>
            <translation>不限</translation>
        </message>
        <message>
            <source> min</source>
            <translation> 分钟</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>No budget</source>
            <translation>不设预算</translation>
        </message>
        <message>
            <source>&amp;Label:</source>
            <translation>标签(&amp;L)：</translation>
        </message>
        <message>
            <source>&amp;Image:</source>
            <translation>镜像(&amp;I)：</translation>
        </message>
        <message>
            <source>&amp;Disk:</source>
            <translation>磁盘(&amp;D)：</translation>
        </message>
        <message>
            <source>&amp;Max lifetime:</source>
            <translation>最长运行时间(&amp;M)：</translation>
        </message>
        <message>
            <source>Stop when &amp;idle for:</source>
            <translation>空闲多久后停止(&amp;I)：</translation>
        </message>
        <message>
            <source>&amp;Budget:</source>
            <translation>预算(&amp;B)：</translation>
        </message>
        <message>
            <source>&amp;Launch</source>
            <translation>启动(&amp;L)</translation>
        </message>
        <message>
            <source>%1 × %2 (%3 GB each)</source>
            <translation>%1 × %2（每块 %3 GB）</translation>
        </message>
        <message>
            <source>%1, %2</source>
            <translation>%1，%2</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 · %3/h, billed %4</source>
            <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 · %3/小时，%4计费</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::MainWindow</name>
        <message>
            <source>RentDeck</source>
            <translation>RentDeck</translation>
        </message>
        <message>
            <source>Offers</source>
            <translation>报价</translation>
        </message>
        <message>
            <source>Instances</source>
            <translation>实例</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>文件(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;About RentDeck</source>
            <translation>关于 RentDeck(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>语言(&amp;L)</translation>
        </message>
        <message>
            <source>System</source>
            <translation>跟随系统</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>语言</translation>
        </message>
        <message>
            <source>The new language is used the next time RentDeck starts.</source>
            <translation>新语言将在下次启动 RentDeck 时生效。</translation>
        </message>
        <message>
            <source>%1/h</source>
            <translation>%1/小时</translation>
        </message>
        <message>
            <source>Nothing running</source>
            <translation>无运行中的实例</translation>
        </message>
        <message>
            <source>Spend rate: %1</source>
            <translation>当前花费速率：%1</translation>
        </message>
        <message>
            <source>About RentDeck</source>
            <translation>关于 RentDeck</translation>
        </message>
        <message>
            <source>RentDeck %1

A console for rented GPU machines: choose an offer, launch, connect, check, sync, watch the cost and release.</source>
            <translation>RentDeck %1

租用 GPU 机器的控制台：选择报价、启动、连接、检查、同步、查看费用，用完即释放。</translation>
        </message>
        <message>
            <source>%1 launched.</source>
            <translation>%1 已启动。</translation>
        </message>
        <message>
            <source>%1 stopped.</source>
            <translation>%1 已停止。</translation>
        </message>
        <message>
            <source>%1 resumed.</source>
            <translation>%1 已恢复。</translation>
        </message>
        <message>
            <source>%1 destroyed.</source>
            <translation>%1 已销毁。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::MemorySecretStore</name>
        <message>
            <source>No secret is stored for %1.</source>
            <translation>没有存储 %1 的密钥。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::OfferModel</name>
        <message>
            <source>per second</source>
            <translation>按秒</translation>
        </message>
        <message>
            <source>per minute</source>
            <translation>按分钟</translation>
        </message>
        <message>
            <source>per hour</source>
            <translation>按小时</translation>
        </message>
        <message>
            <source>%1 (slice)</source>
            <translation>%1（切片）</translation>
        </message>
        <message>
            <source>%1 GB</source>
            <translation>%1 GB</translation>
        </message>
        <message>
            <source>%1, spot</source>
            <translation>%1，竞价</translation>
        </message>
        <message>
            <source>%1 × %2, driver %3, CUDA ≤ %4</source>
            <translation>%1 × %2，驱动 %3，CUDA ≤ %4</translation>
        </message>
        <message>
            <source>Provider</source>
            <translation>服务商</translation>
        </message>
        <message>
            <source>GPU</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPU 数</translation>
        </message>
        <message>
            <source>VRAM / GPU</source>
            <translation>单卡显存</translation>
        </message>
        <message>
            <source>Price / h</source>
            <translation>每小时价格</translation>
        </message>
        <message>
            <source>Per GPU-h</source>
            <translation>每卡每小时</translation>
        </message>
        <message>
            <source>Billing</source>
            <translation>计费方式</translation>
        </message>
        <message>
            <source>Region</source>
            <translation>地区</translation>
        </message>
        <message>
            <source>CPU cores</source>
            <translation>CPU 核数</translation>
        </message>
        <message>
            <source>RAM</source>
            <translation>内存</translation>
        </message>
        <message>
            <source>Disk</source>
            <translation>磁盘</translation>
        </message>
        <message>
            <source>Max CUDA</source>
            <translation>最高 CUDA</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>备注</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::OffersView</name>
        <message>
            <source>&amp;Refresh</source>
            <translation>刷新(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Launch…</source>
            <translation>启动(&amp;L)…</translation>
        </message>
        <message>
            <source>Refreshing offers…</source>
            <translation>正在刷新报价…</translation>
        </message>
        <message>
            <source>Could not load offers from %1: %2</source>
            <translation>无法从 %1 加载报价：%2</translation>
        </message>
        <message>
            <source>Loading offers…</source>
            <translation>正在加载报价…</translation>
        </message>
        <message>
            <source>Filter by GPU, provider or region (e.g. 4090 sandbox)</source>
            <translation>按 GPU、服务商或地区筛选（例如 4090 sandbox）</translation>
        </message>
        <message>
            <source> GB</source>
            <translation> GB</translation>
        </message>
        <message>
            <source>Any</source>
            <translation>不限</translation>
        </message>
        <message>
            <source>Highest price per hour for the whole offer, in the offer's currency.</source>
            <translation>整个报价每小时的最高价格，以该报价的币种计。</translation>
        </message>
        <message>
            <source>Min &amp;VRAM:</source>
            <translation>最低显存(&amp;V)：</translation>
        </message>
        <message>
            <source>Max &amp;price/h:</source>
            <translation>每小时最高价(&amp;P)：</translation>
        </message>
        <message numerus="yes">
            <source>%n offer(s)</source>
            <translation>
                <numerusform>共 %n 个报价</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 of %n offer(s) match the filter</source>
            <translation>
                <numerusform>%n 个报价中有 %1 个符合筛选条件</numerusform>
            </translation>
        </message>
        <message>
            <source>Select an offer first.</source>
            <translation>请先选择一个报价。</translation>
        </message>
        <message>
            <source>Launching %1…</source>
            <translation>正在启动 %1…</translation>
        </message>
        <message>
            <source>Launching %1: %2</source>
            <translation>正在启动 %1：%2</translation>
        </message>
        <message>
            <source>Launched %1 as %2.</source>
            <translation>已启动 %1，实例为 %2。</translation>
        </message>
        <message>
            <source>Launch of %1 failed.</source>
            <translation>%1 启动失败。</translation>
        </message>
        <message>
            <source>Launch failed</source>
            <translation>启动失败</translation>
        </message>
        <message>
            <source>Could not launch %1.

%2</source>
            <translation>无法启动 %1。

%2</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::ProviderJob</name>
        <message>
            <source>Cancelled.</source>
            <translation>已取消。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::SandboxProvider</name>
        <message>
            <source>sshd for this instance is not running (crashed or killed); resume it or destroy it</source>
            <translation>该实例的 sshd 没有在运行（已崩溃或被终止）；请恢复或销毁该实例</translation>
        </message>
        <message>
            <source>The sandbox has no offer "%1".</source>
            <translation>沙盒中没有报价“%1”。</translation>
        </message>
        <message>
            <source>creating keys and starting sshd</source>
            <translation>正在创建密钥并启动 sshd</translation>
        </message>
        <message>
            <source>Could not end processes %1 of the instance.</source>
            <translation>无法结束该实例的进程 %1。</translation>
        </message>
        <message>
            <source>starting sshd</source>
            <translation>正在启动 sshd</translation>
        </message>
        <message>
            <source>Could not end every process of sandbox instance %1; try again.</source>
            <translation>无法结束沙盒实例 %1 的全部进程，请重试。</translation>
        </message>
        <message>
            <source>Unknown scenario "%1"; use one of: %2.</source>
            <translation>未知场景“%1”；可用的场景：%2。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::SshConnector</name>
        <message>
            <source>Could not create an SSH session (out of memory?).</source>
            <translation>无法创建 SSH 会话（内存不足？）。</translation>
        </message>
        <message>
            <source>Cancelled.</source>
            <translation>已取消。</translation>
        </message>
        <message>
            <source>Invalid SSH settings for %1: %2</source>
            <translation>%1 的 SSH 设置无效：%2</translation>
        </message>
        <message>
            <source>Could not connect to %1: connection refused. Is the instance running?</source>
            <translation>无法连接到 %1：连接被拒绝。实例是否正在运行？</translation>
        </message>
        <message>
            <source>Could not connect to %1: the host name %2 could not be resolved. Check the address and your network.</source>
            <translation>无法连接到 %1：无法解析主机名 %2。请检查地址和网络。</translation>
        </message>
        <message>
            <source>Timed out after %1 s while connecting to %2 (TCP connect and SSH handshake). Is the instance running and reachable, and is it an SSH server?</source>
            <translation>连接 %2 时超时（%1 秒，包括 TCP 连接和 SSH 握手）。实例是否正在运行且可以访问？它是 SSH 服务器吗？</translation>
        </message>
        <message>
            <source>Could not connect to %1: %2. Is the instance running?</source>
            <translation>无法连接到 %1：%2。实例是否正在运行？</translation>
        </message>
        <message>
            <source>%1 did not present a host key.</source>
            <translation>%1 没有提供主机密钥。</translation>
        </message>
        <message>
            <source>Could not check the host key of %1 against %2: %3</source>
            <translation>无法根据 %2 核对 %1 的主机密钥：%3</translation>
        </message>
        <message>
            <source>The host key of %1 is not known (%2). RentDeck only connects to hosts recorded in %3; connect once with trust-on-first-use to record it after checking the fingerprint.</source>
            <translation>%1 的主机密钥未知（%2）。RentDeck 只连接记录在 %3 中的主机；请在核对指纹后以“首次使用即信任”方式连接一次，以记录该密钥。</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>未知</translation>
        </message>
        <message>
            <source>WARNING: the host key of %1 has CHANGED, so RentDeck refused to connect. Someone may be intercepting the connection (a man-in-the-middle attack), or the instance was re-created on the same address. Recorded key: %2; key offered now: %3. If you re-created this instance, remove the old entry "%4" from %5 (for example: ssh-keygen -R '%4' -f '%5') and connect again.</source>
            <translation>警告：%1 的主机密钥已经改变，RentDeck 已拒绝连接。可能有人在拦截连接（中间人攻击），也可能是在同一地址上重新创建了实例。记录的密钥：%2；当前提供的密钥：%3。如果你重新创建了该实例，请从 %5 中删除旧条目“%4”（例如：ssh-keygen -R '%4' -f '%5'），然后重新连接。</translation>
        </message>
        <message>
            <source>public key %1</source>
            <translation>公钥 %1</translation>
        </message>
        <message>
            <source>Could not read the private key %1 to log in to %2: the file is missing, unreadable or protected by a passphrase.</source>
            <translation>无法读取用于登录 %2 的私钥 %1：文件不存在、不可读或受密码保护。</translation>
        </message>
        <message>
            <source>the keys of ssh-agent</source>
            <translation>ssh-agent 中的密钥</translation>
        </message>
        <message>
            <source>No way to log in to %1: no identity file is set and no ssh-agent is running (SSH_AUTH_SOCK is not set).</source>
            <translation>无法登录 %1：未设置身份文件，也没有运行 ssh-agent（未设置 SSH_AUTH_SOCK）。</translation>
        </message>
        <message>
            <source>Timed out after %1 s while authenticating to %2 with %3.</source>
            <translation>使用 %3 向 %2 认证时超时（%1 秒）。</translation>
        </message>
        <message>
            <source>The connection to %1 failed while authenticating with %2: %3</source>
            <translation>使用 %2 认证时与 %1 的连接失败：%3</translation>
        </message>
        <message>
            <source>%1 rejected the login as user "%2" with %3 (method: publickey). Check the user name, and that the matching public key is in ~%2/.ssh/authorized_keys on the instance.</source>
            <translation>%1 拒绝了用户“%2”使用 %3 的登录（方式：publickey）。请检查用户名，并确认实例上的 ~%2/.ssh/authorized_keys 中有对应的公钥。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::SshExecJob</name>
        <message>
            <source>%1 refused to run the command: %2</source>
            <translation>%1 拒绝执行命令：%2</translation>
        </message>
        <message>
            <source>The connection to %1 was lost while the command was running: %2</source>
            <translation>命令运行期间与 %1 的连接中断：%2</translation>
        </message>
        <message>
            <source>Cancelled.</source>
            <translation>已取消。</translation>
        </message>
        <message>
            <source>Cannot run a command over SSH: the instance has no SSH address yet.</source>
            <translation>无法通过 SSH 执行命令：该实例还没有 SSH 地址。</translation>
        </message>
        <message>
            <source>Cancelled: %1</source>
            <translation>已取消：%1</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::SshKeyGenerator</name>
        <message>
            <source>Could not write the key file %1: %2</source>
            <translation>无法写入密钥文件 %1：%2</translation>
        </message>
        <message>
            <source>%1 already exists; RentDeck does not overwrite SSH keys.</source>
            <translation>%1 已存在；RentDeck 不会覆盖 SSH 密钥。</translation>
        </message>
        <message>
            <source>libssh could not generate an ed25519 key.</source>
            <translation>libssh 无法生成 ed25519 密钥。</translation>
        </message>
        <message>
            <source>libssh could not export the new private key.</source>
            <translation>libssh 无法导出新的私钥。</translation>
        </message>
    </context>
    <context>
        <name>main</name>
        <message>
            <source>Save a picture of the window to FILE once loaded, then quit.</source>
            <translation>加载完成后将窗口截图保存到 FILE，然后退出。</translation>
        </message>
        <message>
            <source>Open on TAB: offers or instances.</source>
            <translation>启动时打开 TAB 页：offers 或 instances。</translation>
        </message>
        <message>
            <source>Log debug messages.</source>
            <translation>记录调试信息。</translation>
        </message>
        <message>
            <source>Ledger not available</source>
            <translation>账本不可用</translation>
        </message>
        <message>
            <source>%1

RentDeck continues without recording costs.</source>
            <translation>%1

RentDeck 将继续运行，但不会记录费用。</translation>
        </message>
    </context>
</TS>
