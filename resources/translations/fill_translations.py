#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 RentDeck contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fills rentdeck_zh_CN.ts (and the English plural forms of rentdeck_en.ts) from the tables below.

Run after `cmake --build BUILD --target update_translations` (lupdate). Prints the source texts that
still have no translation; add them to ZH (keyed by source text, or (context, source) when the same
English text needs different Chinese in different places) and run again.
"""
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent

ZH = {
    # Ledger
    "Cannot create the folder %1 for the ledger.": "无法为账本创建文件夹 %1。",
    "Cannot read the ledger %1; check that it is a readable file.": "无法读取账本 %1，请检查该文件是否可读。",
    "%1 is not a RentDeck ledger (not an SQLite database). It was left untouched: move it aside and start RentDeck again.":
        "%1 不是 RentDeck 账本（不是 SQLite 数据库）。文件未做任何改动：请把它移到别处，然后重新启动 RentDeck。",
    "%1 is read-only; RentDeck needs to write to it.": "%1 是只读的；RentDeck 需要写入该文件。",
    "Cannot create the ledger %1: %2": "无法创建账本 %1：%2",
    "The SQLite driver for Qt (QSQLITE) is not installed.": "未安装 Qt 的 SQLite 驱动（QSQLITE）。",
    "Cannot open the ledger %1.": "无法打开账本 %1。",
    "%1 is not a usable RentDeck ledger (%2). It was left untouched: move it aside and start RentDeck again.":
        "%1 不是可用的 RentDeck 账本（%2）。文件未做任何改动：请把它移到别处，然后重新启动 RentDeck。",
    "%1 was written by a newer RentDeck (schema %2 > %3); upgrade RentDeck.":
        "%1 由更新版本的 RentDeck 写入（架构版本 %2 > %3），请升级 RentDeck。",
    "Cannot enable foreign keys in the ledger.": "无法在账本中启用外键。",
    "Cannot write to the ledger %1.": "无法写入账本 %1。",
    "Cannot upgrade the ledger %1 to schema %2.": "无法将账本 %1 升级到架构版本 %2。",
    "Cannot record the launch of %1.": "无法记录 %1 的启动。",
    "Cannot read the ledger %1.": "无法读取账本 %1。",
    "%1 is not in the ledger; record its launch first.": "账本中没有 %1；请先记录它的启动。",
    "Cannot record the state of %1.": "无法记录 %1 的状态。",
    # InstanceManager
    'No provider "%1" is configured (offer %2).': "未配置服务商“%1”（报价 %2）。",
    '"%1" is not an instance name of a configured provider; names look like sandbox:3 (see: rentdeck-cli instances).':
        "“%1”不是已配置服务商的实例名称；实例名称形如 sandbox:3（参见：rentdeck-cli instances）。",
    # InstanceModel
    "provisioning": "准备中",
    "running": "运行中",
    "stopped": "已停止",
    "error": "出错",
    "terminated": "已销毁",
    "%1 (%2)": "%1（%2）",
    "%1 × %2": "%1 × %2",
    "%1/h": "%1/小时",
    "Instance": "实例",
    "Status": "状态",
    "GPU": "GPU",
    "Price": "价格",
    "Cost so far": "已产生费用",
    "SSH": "SSH",
    "Launched": "启动时间",
    # InstancesView
    "No instances yet — pick an offer in the Offers tab and press Launch.":
        "还没有实例 —— 请在“报价”页选择一个报价，然后点击“启动”。",
    "Could not refresh instances of %1: %2": "无法刷新 %1 的实例：%2",
    "&Stop": "停止(&S)",
    "Res&ume": "恢复(&U)",
    "&Destroy…": "销毁(&D)…",
    "&Refresh": "刷新(&R)",
    "&Copy ssh command": "复制 ssh 命令(&C)",
    "Refreshing…": "正在刷新…",
    "This deletes the instance and its disk (home folder, keys); data not pulled back is lost.":
        "这将删除该实例及其磁盘（主目录、密钥）；尚未取回的数据将会丢失。",
    "This deletes the instance and its %1 GB disk; data not pulled back is lost.":
        "这将删除该实例及其 %1 GB 磁盘；尚未取回的数据将会丢失。",
    "Destroy %1?": "销毁 %1？",
    "This cannot be undone.": "此操作无法撤销。",
    "Destroy instance": "销毁实例",
    "Stop failed": "停止失败",
    "Resume failed": "恢复失败",
    "Destroy failed": "销毁失败",
    "%1: %2": "%1：%2",
    "Stopping %1…": "正在停止 %1…",
    "Resuming %1…": "正在恢复 %1…",
    "Destroying %1…": "正在销毁 %1…",
    "Copied: %1": "已复制：%1",
    "%1 cannot stop and resume instances.": "%1 不支持停止和恢复实例。",
    # Secrets
    "No secret is stored in the keychain for %1.": "钥匙串中没有 %1 的密钥。",
    "Access to the system keychain was denied; allow RentDeck to use it and try again.":
        "访问系统钥匙串被拒绝；请允许 RentDeck 使用钥匙串后重试。",
    "No system keychain is available (install and unlock a Secret Service such as GNOME Keyring or KWallet).":
        "没有可用的系统钥匙串（请安装并解锁 GNOME Keyring 或 KWallet 等 Secret Service）。",
    "The system keychain failed: %1": "系统钥匙串出错：%1",
    "No secret is stored for %1.": "没有存储 %1 的密钥。",
    # LaunchDialog
    "Launch %1": "启动 %1",
    "optional, e.g. llama-finetune": "可选，例如 llama-finetune",
    "Framework and CUDA version you intend to run; checked against the driver later.":
        "你打算使用的框架和 CUDA 版本；稍后会与驱动版本进行核对。",
    " GB": " GB",
    " h": " 小时",
    "No limit": "不限",
    " min": " 分钟",
    "Off": "关闭",
    "No budget": "不设预算",
    "&Label:": "标签(&L)：",
    "&Image:": "镜像(&I)：",
    "&Disk:": "磁盘(&D)：",
    "&Max lifetime:": "最长运行时间(&M)：",
    "Stop when &idle for:": "空闲多久后停止(&I)：",
    "&Budget:": "预算(&B)：",
    "&Launch": "启动(&L)",
    "%1 × %2 (%3 GB each)": "%1 × %2（每块 %3 GB）",
    "%1, %2": "%1，%2",
    "<b>%1</b><br>%2 · %3/h, billed %4": "<b>%1</b><br>%2 · %3/小时，%4计费",
    # MainWindow
    "RentDeck": "RentDeck",
    "Offers": "报价",
    "Instances": "实例",
    "%1 launched.": "%1 已启动。",
    "%1 stopped.": "%1 已停止。",
    "%1 resumed.": "%1 已恢复。",
    "%1 destroyed.": "%1 已销毁。",
    "&File": "文件(&F)",
    "&Quit": "退出(&Q)",
    "&View": "视图(&V)",
    "&Help": "帮助(&H)",
    "&About RentDeck": "关于 RentDeck(&A)",
    "&Language": "语言(&L)",
    "System": "跟随系统",
    "Language": "语言",
    "The new language is used the next time RentDeck starts.": "新语言将在下次启动 RentDeck 时生效。",
    "Nothing running": "无运行中的实例",
    "Spend rate: %1": "当前花费速率：%1",
    "About RentDeck": "关于 RentDeck",
    "RentDeck %1\n\nA console for rented GPU machines: choose an offer, launch, connect, check, sync, watch the cost and release.":
        "RentDeck %1\n\n租用 GPU 机器的控制台：选择报价、启动、连接、检查、同步、查看费用，用完即释放。",
    # OfferModel
    "per second": "按秒",
    "per minute": "按分钟",
    "per hour": "按小时",
    "%1 (slice)": "%1（切片）",
    "%1 GB": "%1 GB",
    "%1, spot": "%1，竞价",
    "%1 × %2, driver %3, CUDA ≤ %4": "%1 × %2，驱动 %3，CUDA ≤ %4",
    "Provider": "服务商",
    "GPUs": "GPU 数",
    "VRAM / GPU": "单卡显存",
    "Price / h": "每小时价格",
    "Per GPU-h": "每卡每小时",
    "Billing": "计费方式",
    "Region": "地区",
    "CPU cores": "CPU 核数",
    "RAM": "内存",
    "Disk": "磁盘",
    "Max CUDA": "最高 CUDA",
    "Note": "备注",
    # OffersView
    "&Launch…": "启动(&L)…",
    "Refreshing offers…": "正在刷新报价…",
    "Could not load offers from %1: %2": "无法从 %1 加载报价：%2",
    "Loading offers…": "正在加载报价…",
    "Filter by GPU, provider or region (e.g. 4090 sandbox)": "按 GPU、服务商或地区筛选（例如 4090 sandbox）",
    "Any": "不限",
    "Highest price per hour for the whole offer, in the offer's currency.": "整个报价每小时的最高价格，以该报价的币种计。",
    "Min &VRAM:": "最低显存(&V)：",
    "Max &price/h:": "每小时最高价(&P)：",
    "%n offer(s)": "共 %n 个报价",
    "%1 of %n offer(s) match the filter": "%n 个报价中有 %1 个符合筛选条件",
    "Select an offer first.": "请先选择一个报价。",
    "Launching %1…": "正在启动 %1…",
    "Launching %1: %2": "正在启动 %1：%2",
    "Launched %1 as %2.": "已启动 %1，实例为 %2。",
    "Launch of %1 failed.": "%1 启动失败。",
    "Launch failed": "启动失败",
    "Could not launch %1.\n\n%2": "无法启动 %1。\n\n%2",
    # ProviderJob, SshExecJob, SshConnector
    "Cancelled.": "已取消。",
    "Cancelled: %1": "已取消：%1",
    # SandboxProvider
    "sshd for this instance is not running (crashed or killed); resume it or destroy it":
        "该实例的 sshd 没有在运行（已崩溃或被终止）；请恢复或销毁该实例",
    'The sandbox has no offer "%1".': "沙盒中没有报价“%1”。",
    "creating keys and starting sshd": "正在创建密钥并启动 sshd",
    "Could not end processes %1 of the instance.": "无法结束该实例的进程 %1。",
    "starting sshd": "正在启动 sshd",
    "Could not end every process of sandbox instance %1; try again.": "无法结束沙盒实例 %1 的全部进程，请重试。",
    'Unknown scenario "%1"; use one of: %2.': "未知场景“%1”；可用的场景：%2。",
    # SshConnector
    "Could not create an SSH session (out of memory?).": "无法创建 SSH 会话（内存不足？）。",
    "Invalid SSH settings for %1: %2": "%1 的 SSH 设置无效：%2",
    "Could not connect to %1: connection refused. Is the instance running?": "无法连接到 %1：连接被拒绝。实例是否正在运行？",
    "Could not connect to %1: the host name %2 could not be resolved. Check the address and your network.":
        "无法连接到 %1：无法解析主机名 %2。请检查地址和网络。",
    "Timed out after %1 s while connecting to %2 (TCP connect and SSH handshake). Is the instance running and reachable, and is it an SSH server?":
        "连接 %2 时超时（%1 秒，包括 TCP 连接和 SSH 握手）。实例是否正在运行且可以访问？它是 SSH 服务器吗？",
    "Could not connect to %1: %2. Is the instance running?": "无法连接到 %1：%2。实例是否正在运行？",
    "%1 did not present a host key.": "%1 没有提供主机密钥。",
    "Could not check the host key of %1 against %2: %3": "无法根据 %2 核对 %1 的主机密钥：%3",
    "The host key of %1 is not known (%2). RentDeck only connects to hosts recorded in %3; connect once with trust-on-first-use to record it after checking the fingerprint.":
        "%1 的主机密钥未知（%2）。RentDeck 只连接记录在 %3 中的主机；请在核对指纹后以“首次使用即信任”方式连接一次，以记录该密钥。",
    "unknown": "未知",
    "WARNING: the host key of %1 has CHANGED, so RentDeck refused to connect. Someone may be intercepting the connection (a man-in-the-middle attack), or the instance was re-created on the same address. Recorded key: %2; key offered now: %3. If you re-created this instance, remove the old entry \"%4\" from %5 (for example: ssh-keygen -R '%4' -f '%5') and connect again.":
        "警告：%1 的主机密钥已经改变，RentDeck 已拒绝连接。可能有人在拦截连接（中间人攻击），也可能是在同一地址上重新创建了实例。记录的密钥：%2；当前提供的密钥：%3。如果你重新创建了该实例，请从 %5 中删除旧条目“%4”（例如：ssh-keygen -R '%4' -f '%5'），然后重新连接。",
    "public key %1": "公钥 %1",
    "Could not read the private key %1 to log in to %2: the file is missing, unreadable or protected by a passphrase.":
        "无法读取用于登录 %2 的私钥 %1：文件不存在、不可读或受密码保护。",
    "the keys of ssh-agent": "ssh-agent 中的密钥",
    "No way to log in to %1: no identity file is set and no ssh-agent is running (SSH_AUTH_SOCK is not set).":
        "无法登录 %1：未设置身份文件，也没有运行 ssh-agent（未设置 SSH_AUTH_SOCK）。",
    '%1 rejected the login as user "%2" on %3 with %4 (method: publickey). Check the user name, and that the matching public key is in ~%2/.ssh/authorized_keys on the instance.':
        "%1 拒绝了用户“%2”在 %3 上使用 %4 的登录（方式：publickey）。请检查用户名，并确认实例上的 ~%2/.ssh/authorized_keys 中有对应的公钥。",
    '%1 rejected the login as user "%2" with %3 (method: publickey). Check the user name, and that the matching public key is in ~%2/.ssh/authorized_keys on the instance.':
        "%1 拒绝了用户“%2”使用 %3 的登录（方式：publickey）。请检查用户名，并确认实例上的 ~%2/.ssh/authorized_keys 中有对应的公钥。",
    "Timed out after %1 s while authenticating to %2 with %3.": "使用 %3 向 %2 认证时超时（%1 秒）。",
    "The connection to %1 failed while authenticating with %2: %3": "使用 %2 认证时与 %1 的连接失败：%3",
    # SshExecJob
    "%1 refused to run the command: %2": "%1 拒绝执行命令：%2",
    "The connection to %1 was lost while the command was running: %2": "命令运行期间与 %1 的连接中断：%2",
    "Cannot run a command over SSH: the instance has no SSH address yet.": "无法通过 SSH 执行命令：该实例还没有 SSH 地址。",
    # SshKeyGenerator
    "Could not write the key file %1: %2": "无法写入密钥文件 %1：%2",
    "%1 already exists; RentDeck does not overwrite SSH keys.": "%1 已存在；RentDeck 不会覆盖 SSH 密钥。",
    "libssh could not generate an ed25519 key.": "libssh 无法生成 ed25519 密钥。",
    "libssh could not export the new private key.": "libssh 无法导出新的私钥。",
    # main
    "Save a picture of the window to FILE once loaded, then quit.": "加载完成后将窗口截图保存到 FILE，然后退出。",
    "Open on TAB: offers or instances.": "启动时打开 TAB 页：offers 或 instances。",
    "Log debug messages.": "记录调试信息。",
    "Ledger not available": "账本不可用",
    "%1\n\nRentDeck continues without recording costs.": "%1\n\nRentDeck 将继续运行，但不会记录费用。",
}

# English plural forms ("%n offer(s)"); everything else in rentdeck_en.ts stays untranslated on purpose.
EN_PLURALS = {
    "%n offer(s)": ["%n offer", "%n offers"],
    "%1 of %n offer(s) match the filter": ["%1 of %n offer matches the filter", "%1 of %n offers match the filter"],
}


def fill(path, lookup, plural_only):
    tree = ET.parse(path)
    missing = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            numerus = message.get("numerus") == "yes"
            if plural_only and not numerus:
                continue
            value = lookup.get((name, source), lookup.get(source))
            if value is None:
                if translation.get("type") == "unfinished" and not translation.text and not len(translation):
                    missing.append(f"{name}: {source!r}")
                continue
            for child in list(translation):
                translation.remove(child)
            translation.text = None
            if numerus:
                forms = value if isinstance(value, list) else [value]
                for form in forms:
                    ET.SubElement(translation, "numerusform").text = form
            else:
                translation.text = value
            translation.attrib.pop("type", None)
    ET.indent(tree, space="    ")
    with open(path, "wb") as out:
        out.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(out, encoding="utf-8", xml_declaration=False)
        out.write(b"\n")
    return missing


if __name__ == "__main__":
    missing = fill(HERE / "rentdeck_zh_CN.ts", ZH, plural_only=False)
    fill(HERE / "rentdeck_en.ts", EN_PLURALS, plural_only=True)
    for text in missing:
        print("untranslated:", text)
    sys.exit(0)
