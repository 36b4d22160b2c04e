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
    # Jobs that survive losing the machine (issue 19)
    "%1 was interrupted by its provider: %2": "%1 被服务商中断：%2",
    "outbid: paused until your bid is the highest again; the disk is kept and billed (raise the bid, or move the job elsewhere)": "出价被超过：暂停到你的出价重新成为最高为止；磁盘保留并继续计费（提高出价，或把任务转到别处）",
    "Cannot read the job events of %1.": "无法读取 %1 的任务事件。",
    "Job lost": "任务丢失",
    "Job moved here": "任务转到此处",
    "%1 ran on %2: %3 in all.": "%1 曾运行于 %2：共 %3。",
    "take over the end of the job": "接管任务的收尾",
    "%1 is stopped: the job may have ended and its supervisor stopped the machine. Resume %1 to read how it ended and pull its outputs, or recover the job if the provider took the machine back.": "%1 已停止：任务可能已经结束，并由监管进程停止了机器。恢复运行 %1 即可读取任务的结束状态并取回输出；如果是服务商收回了机器，请恢复任务。",
    "The script %1 is not built into this RentDeck: %2": "此 RentDeck 中没有内置脚本 %1：%2",
    "%1 succeeded: %2": "%1 已成功：%2",
    "There is no SSH session to %1.": "没有到 %1 的 SSH 会话。",
    "\"%1\" is not a checkpoint name.": "“%1”不是检查点名称。",
    "snapshotting checkpoint %1 on %2": "正在 %2 上为检查点 %1 做快照",
    "snapshot checkpoint %1": "为检查点 %1 做快照",
    "Cannot create %1.%2": "无法创建 %1。%2",
    "Checkpoint %1 arrived but did not verify.": "检查点 %1 已取回，但校验未通过。",
    "Cannot move the pulled checkpoint to %1.": "无法把取回的检查点移动到 %1。",
    "pulling checkpoint %1": "正在取回检查点 %1",
    "The checkpoint pull was cancelled.": "检查点取回已取消。",
    "remove the snapshot": "删除快照",
    "preempted": "已被抢占",
    "Run a &job…": "运行任务(&J)…",
    "The job succeeded, but its outputs cannot be pulled from %1 yet: %2": "任务已成功，但暂时无法从 %1 取回输出：%2",
    "Cannot create %1 for the job's outputs.": "无法为任务输出创建 %1。",
    "the copy here did not verify": "本地副本校验未通过",
    "The job succeeded, but pulling its outputs %1 failed: %2. Nothing was stopped or destroyed.": "任务已成功，但取回输出 %1 失败：%2。没有停止或销毁任何东西。",
    "outputs pulled to %1 and verified (%2 files)": "输出已取回到 %1 并校验（%2 个文件）",
    "pulling the outputs of %1": "正在取回 %1 的输出",
    "no outputs asked for": "未要求取回输出",
    "; the instance keeps running": "；实例继续运行",
    "; not destroyed, because no outputs were pulled": "；未销毁，因为没有取回输出",
    "The job succeeded (%1), but %2 %3 failed: %4": "任务已成功（%1），但%2 %3 失败：%4",
    "destroying": "销毁",
    "; %1 destroyed": "；%1 已销毁",
    "; %1 stopped": "；%1 已停止",
    "starting": "启动中",
    "succeeded": "已成功",
    "failed": "已失败",
    "lost": "已丢失",
    "recovering": "恢复中",
    "no checkpoint folder": "无检查点目录",
    "%1 seen, not pulled yet": "已发现 %1，尚未取回",
    "none yet": "暂无",
    "last checkpoint %1 ago, pulled and verified": "最近检查点 %1 前，已取回并校验",
    "last checkpoint %1 ago, pulled": "最近检查点 %1 前，已取回",
    "%1 (was on %2)": "%1（原在 %2）",
    "keep": "保留",
    "stop": "停止",
    "destroy": "销毁",
    "%1; auto-recover": "%1；自动恢复",
    "Job": "任务",
    "Command": "命令",
    "Runtime": "运行时长",
    "Checkpoint": "检查点",
    "When done": "完成后",
    "%1 was %2 from RentDeck while the job ran": "任务运行期间，%1 在 RentDeck 中被%2",
    "%1 ended: its instance was %2 from RentDeck.": "%1 已结束：其实例在 RentDeck 中被%2。",
    "%1 is no longer listed by its provider": "服务商已不再列出 %1",
    "%1 was preempted: the provider took it back": "%1 被抢占：服务商收回了这台机器",
    "%1 was %2 by its provider while the job ran%3": "任务运行期间，%1 被服务商%2%3",
    "%1 does not answer over SSH (%2); still %3 by its provider": "%1 的 SSH 没有响应（%2）；服务商显示仍为 %3",
    "The SSH session to %1 is gone.": "到 %1 的 SSH 会话已断开。",
    "read the job's state": "读取任务状态",
    "could not read the job's state: %1": "无法读取任务状态：%1",
    "the job's folder is gone from %1 (the machine was replaced or its disk wiped)": "%1 上的任务目录已不存在（机器被更换或磁盘被清空）",
    "stopped (exit status %1)": "已停止（退出码 %1）",
    "%1 was stopped.": "%1 已停止。",
    "exit status %1": "退出码 %1",
    "%1 failed with exit status %2 on %3.": "%1 在 %3 上失败，退出码 %2。",
    "the supervisor on %1 is gone without recording an exit (the machine restarted, or it was killed)": "%1 上的监管进程已消失且未记录退出（机器重启过，或进程被杀掉）",
    "the supervisor on %1 has been silent for %2 s": "%1 上的监管进程已沉默 %2 秒",
    "checkpoint %1 not pulled: %2": "检查点 %1 未取回：%2",
    "the last checkpoint pull failed: %1": "上次检查点取回失败：%1",
    "%1 pulled and verified (%2 bytes sent)": "%1 已取回并校验（传输 %2 字节）",
    "%1 lost: %2. At most %3 of work since the last pulled checkpoint.": "%1 丢失：%2。自上次取回检查点以来最多损失 %3 的工作。",
    "%1 lost: %2. No checkpoint was pulled; it would start over.": "%1 丢失：%2。没有取回过检查点，恢复后将从头开始。",
    "%1 is %2; only a lost job is recovered.": "%1 的状态是 %2；只有丢失的任务才能恢复。",
    "looking for a replacement for %1": "正在为 %1 寻找替代机器",
    "Nothing is known about %1 (the instance the job ran on), so no replacement can be matched to it; name one with --offer.": "对 %1（任务运行所在的实例）一无所知，无法为它匹配替代机器；请用 --offer 指定报价。",
    "fetching offers for a replacement": "正在获取替代机器的报价",
    "Offer %1 is not listed now.": "报价 %1 目前不在列表中。",
    "No replacement for %1: %2": "找不到 %1 的替代机器：%2",
    "No replacement could take %1 over: %2": "没有替代机器能接手 %1：%2",
    "launching %1 (%2 × %3, %4/h)": "正在启动 %1（%2 × %3，%4/小时）",
    "%1 (replacing %2)": "%1（替代 %2）",
    "%1 did not launch (%2)": "%1 未能启动（%2）",
    "did not answer over SSH (%1)": "SSH 没有响应（%1）",
    "pre-flight checks on %1": "正在对 %1 进行启动前检查",
    "failed its pre-flight checks (%1)": "未通过启动前检查（%1）",
    "starting on %1": "正在 %1 上启动",
    "from %1 onto %2": "从 %1 转到 %2",
    ", resumed from checkpoint %1": "，从检查点 %1 继续",
    "; %1 is stopped and may still bill for its disk: destroy it when it is no longer needed": "；%1 已停止，可能仍在收取磁盘费用：不再需要时请销毁",
    "%1 %2": "%1 %2",
    "replacement %1: destroyed again": "替代机器%1：已再次销毁",
    "%1 could not be destroyed after it failed (%2): it may still bill; destroy it by hand (rentdeck-cli destroy %1).": "%1 失败后未能销毁（%2）：它可能仍在计费；请手动销毁（rentdeck-cli destroy %1）。",
    "Could not %1 on the instance (exit status %2)%3": "无法在实例上%1（退出码 %2）%3",
    "The instance did not answer with a job status (is the job's folder there, and sh on the PATH?).": "实例没有返回任务状态（任务目录是否存在？PATH 中有 sh 吗？）。",
    "The job supervisor %1 is not built in: %2": "未内置任务监管脚本 %1：%2",
    "There is no job:%1 (see: rentdeck-cli job list).": "不存在 job:%1（参见：rentdeck-cli job list）。",
    "A job needs a command.": "任务需要一条命令。",
    "A job needs an instance to run on.": "任务需要一个运行它的实例。",
    "Checkpoints are pulled every so many minutes (more than 0), and at least one is kept.": "检查点按分钟间隔取回（必须大于 0），且至少保留一个。",
    "Outputs and where to pull them go together: give both, or neither.": "输出目录和取回位置必须同时给出，或都不给。",
    "Destroying the instance when the job is done needs outputs to pull (--outputs DIR --pull-to LOCAL): nothing is destroyed before the job's results are pulled and verified.": "任务完成后销毁实例需要指定要取回的输出（--outputs DIR --pull-to LOCAL）：在任务结果取回并校验之前不会销毁任何东西。",
    "%1 is not a folder here, so it cannot be pushed.": "%1 在本机不是目录，无法推送。",
    "%1: a job's folders may not climb out with \"..\".": "%1：任务目录不能用“..”跳出。",
    "%1 is %2, not running.": "%1 的状态是 %2，没有在运行。",
    "stop %1": "停止 %1",
    "job:%1 recovered onto %2.": "job:%1 已恢复到 %2。",
    "job:%1 could not be recovered: %2": "job:%1 无法恢复：%2",
    "reach the instance": "连接实例",
    "push %1": "推送 %1",
    "put checkpoint %1 back": "放回检查点 %1",
    "the copy on the instance did not verify": "实例上的副本校验未通过",
    "starting %1 on %2": "正在 %2 上启动 %1",
    "write the job's command": "写入任务命令",
    "write the command": "写入命令",
    "start the supervisor": "启动监管进程",
    "start the job's supervisor": "启动任务监管进程",
    "record the start": "记录启动",
    "supervisor pid %1": "监管进程 pid %1",
    "%1 could not %2 on %3: %4": "%1 无法在 %3 上%2：%4",
    "The ledger is not open, so jobs cannot be saved or read.": "账本未打开，因此无法保存或读取任务。",
    "A job needs an instance and a command.": "任务需要实例和命令。",
    "Cannot record the job on %1.": "无法记录 %1 上的任务。",
    "Cannot save %1.": "无法保存 %1。",
    "There is no %1.": "不存在 %1。",
    "Cannot record that %1 moved to %2.": "无法记录 %1 已转到 %2。",
    "Cannot read the jobs.": "无法读取任务。",
    "Cannot record what happened to job:%1.": "无法记录 job:%1 发生的事件。",
    "Cannot read what happened to job:%1.": "无法读取 job:%1 发生的事件。",
    "&Start job…": "启动任务(&S)…",
    "S&top": "停止(&T)",
    "&Recover": "恢复(&R)",
    "&Auto-recover": "自动恢复(&A)",
    "Ends the command (SIGTERM to everything it started); the instance keeps running.": "结束命令（向它启动的所有进程发送 SIGTERM）；实例继续运行。",
    "Launch a replacement (the same offer if it is back, else the cheapest that fits, within the job's price ceiling), check it, push the code and the last verified checkpoint, and start the command again.": "启动一台替代机器（原报价重新出现就用它，否则在任务的价格上限内选最便宜的合适报价），检查它，推送代码和最近一个已校验的检查点，然后重新启动命令。",
    "Recover this job without asking when its machine is lost, while RentDeck runs.": "RentDeck 运行期间，机器丢失时不经询问自动恢复此任务。",
    "The selected job's log appears here.": "所选任务的日志显示在这里。",
    "RentDeck job": "RentDeck 任务",
    "No jobs yet. A job runs your command under RentDeck's supervisor on an instance: it survives closing the window, its checkpoints come back here, and a lost machine is replaced.": "还没有任务。任务会在实例上由 RentDeck 的监管进程运行你的命令：关闭窗口后它仍会继续，检查点会取回到这里，机器丢失时会被替换。",
    "%1 — %2 on %3": "%1 — %3 上%2",
    "Ran on %1; each machine's cost is in the ledger under this job.": "曾运行于 %1；每台机器的费用都记在此任务名下的账本中。",
    "read the job's log": "读取任务日志",
    "Job not started": "任务未启动",
    "Stop %1 on %2? Its command gets SIGTERM and ends; the instance keeps running (and billing).": "要停止 %2 上的 %1 吗？其命令会收到 SIGTERM 并结束；实例继续运行（并继续计费）。",
    "Stop the job?": "停止任务？",
    "Could not stop the job": "无法停止任务",
    "Could not recover the job": "无法恢复任务",
    "Jobs": "任务",
    "%1 is a real provider: only it decides when to take instance %2 back.": "%1 是真实的服务商：只有它能决定何时收回实例 %2。",
    "No offer has at least %1 × %2 with %3 GB each.": "没有报价至少提供 %1 × %2，且每块 %3 GB。",
    "%1 offers fit, but none is priced in %2; give a ceiling in their currency.": "有 %1 个报价合适，但都不以 %2 计价；请用它们的币种给出价格上限。",
    "%1 offers fit, but none costs at most %2 an hour; raise the price ceiling.": "有 %1 个报价合适，但没有一个每小时不超过 %2；请提高价格上限。",
    "Sandbox instance %1 was preempted; there is nothing left to stop.": "沙盒实例 %1 已被抢占，没有可停止的东西了。",
    "Sandbox instance %1 was preempted: a reclaimed machine does not come back. Launch another one (rentdeck-cli job recover moves a job onto it) and destroy this one.": "沙盒实例 %1 已被抢占：被收回的机器不会回来。请启动另一台（rentdeck-cli job recover 会把任务转过去），然后销毁这一台。",
    "Sandbox instance %1 is already %2.": "沙盒实例 %1 已经是 %2 状态。",
    "preempted: the sandbox took the machine back, as a spot market does": "已被抢占：沙盒像竞价市场一样收回了这台机器",
    "Could not end every process of sandbox instance %1.": "无法结束沙盒实例 %1 的全部进程。",
    "waiting for %1 to answer over SSH": "正在等待 %1 的 SSH 响应",
    "%1 did not answer over SSH within %2 s%3": "%1 在 %2 秒内没有 SSH 响应%3",
    "%1 did not answer over SSH within %2 s: %3": "%1 在 %2 秒内没有 SSH 响应：%3",
    "it is not running yet": "它尚未运行",
    "&Recover automatically when the machine is lost": "机器丢失时自动恢复(&R)",
    "Start a job": "启动任务",
    "python train.py --resume-from ckpt": "python train.py --resume-from ckpt",
    "rentdeck-jobs/ID below the home": "家目录下的 rentdeck-jobs/编号",
    "nothing to push": "不推送",
    "no checkpoints": "不使用检查点",
    "nothing to pull": "不取回",
    "a folder on this computer": "本机上的目录",
    "Keep it running": "保持运行",
    "Stop it": "停止实例",
    "Destroy it (after the outputs are pulled and verified)": "销毁实例（在输出取回并校验之后）",
    "its own price": "与原价相同",
    "&Command:": "命令(&C)：",
    "&Working folder:": "工作目录(&W)：",
    "&Push first:": "先推送(&P)：",
    "Check&points:": "检查点(&P)：",
    "Pull a checkpoint &every:": "检查点取回间隔(&E)：",
    "&Keep here:": "本地保留(&K)：",
    "&Outputs:": "输出(&O)：",
    "Pull outputs &to:": "输出取回到(&T)：",
    "When it &succeeds:": "成功后(&S)：",
    "Replacement up to (per hour):": "替代机器每小时最多：",
    "Your command should resume from the newest checkpoint in the checkpoint folder when there is one, else start at step 0; write each checkpoint under a temporary name and rename it into place. RentDeck pulls only complete ones.": "你的命令应在检查点目录中有检查点时从最新的一个继续，否则从第 0 步开始；每个检查点先写成临时文件名再重命名。RentDeck 只取回完整的检查点。",
    "Browse…": "浏览…",
    "Choose a folder": "选择目录",
    "Type the command to run.": "请输入要运行的命令。",
    # Storage layer: one database, migrations from every store
    "The database schema has no step %1.": "数据库结构缺少第 %1 步。",
    "The %1 driver for Qt is not installed.": "未安装 Qt 的 %1 驱动。",
    "The ledger is not open, so check reports are not kept.": "账本未打开，因此不会保存检查报告。",
    "The ledger is not open, so no file hashes are cached.": "账本未打开，因此不会缓存文件哈希。",
    "The sync failed.": "同步失败。",
    "Cannot read the ledger %1 (%2).": "无法读取账本 %1（%2）。",
    "Cannot check the ledger %1.": "无法检查账本 %1。",
    "The ledger %1 is damaged. Keep a copy of it, then restore a backup or move it aside and start RentDeck again.": "账本 %1 已损坏。请先保留一份副本，然后恢复备份，或将其移开后重新启动 RentDeck。",
    "The disk holding the ledger is full: free some space and try again. Nothing recorded before was lost.": "账本所在的磁盘已满：请释放一些空间后重试。之前记录的内容没有丢失。",
    "The disk holding %1 is full: free some space and try again.": "%1 所在的磁盘已满：请释放一些空间后重试。",
    "Cannot create the sandbox lock %1.": "无法创建沙盒锁文件 %1。",
    "Cannot create the sync lock %1, so the sync did not start.": "无法创建同步锁文件 %1，同步未开始。",
    "Removing %n temporary file(s) the interrupted transfer left behind…": "正在删除中断的传输留下的 %n 个临时文件…",
    # Guards: countdown records and what the watchdog did while RentDeck was closed
    "destroy in %1: %2": "%1后销毁：%2",
    "stop in %1: %2": "%1后停止：%2",
    "It powered the instance off": "它关闭了实例",
    "Its deadline was reached": "已到达截止时间",
    "Its idle rule was met": "已满足空闲规则",
    # Sandbox and SSH host stores (explicit contexts)
    "Could not create the sandbox folder %1.": "无法创建沙盒文件夹 %1。",
    "Another RentDeck is holding the sandbox lock; try again.": "另一个 RentDeck 正占用沙盒锁，请重试。",
    "Could not create the instance folder %1.": "无法创建实例文件夹 %1。",
    'There is no sandbox instance "%1".': "没有名为“%1”的沙盒实例。",
    "The state of sandbox instance %1 is unreadable (%2).": "沙盒实例 %1 的状态无法读取（%2）。",
    "Sandbox instance %1 was destroyed.": "沙盒实例 %1 已被销毁。",
    "Could not save %1: %2": "无法保存 %1：%2",
    "Could not remove %1.": "无法删除 %1。",
    "rentdeck-gpusim (the sandbox's nvidia-smi) was not found in %1. Build it (cmake --build BUILD --target rentdeck-gpusim) or point RENTDECK_TOOLS_DIR at the folder that holds it.":
        "在 %1 中找不到 rentdeck-gpusim（沙盒的 nvidia-smi）。请先构建它（cmake --build BUILD --target rentdeck-gpusim），或将 RENTDECK_TOOLS_DIR 指向包含它的文件夹。",
    "Offer %1 is no longer in the sandbox catalog.": "报价 %1 已不在沙盒目录中。",
    "Could not create the folders of %1.": "无法创建 %1 的文件夹。",
    "ssh-keygen wrote no public key at %1.": "ssh-keygen 未在 %1 生成公钥。",
    "Could not link %1 to %2.": "无法将 %1 链接到 %2。",
    "ssh-keygen could not create %1: %2": "ssh-keygen 无法创建 %1：%2",
    "No free TCP port on 127.0.0.1 for the sandbox's sshd.": "127.0.0.1 上没有可供沙盒 sshd 使用的空闲 TCP 端口。",
    "Could not read %1.": "无法读取 %1。",
    "OpenSSH server (sshd) is not installed; the sandbox needs it. Install it: sudo apt install openssh-server":
        "未安装 OpenSSH 服务器（sshd），沙盒需要它。请安装：sudo apt install openssh-server",
    "ssh-keygen (OpenSSH client) is not installed; the sandbox needs it. Install it: sudo apt install openssh-client":
        "未安装 ssh-keygen（OpenSSH 客户端），沙盒需要它。请安装：sudo apt install openssh-client",
    "sshd rejected the sandbox configuration: %1": "sshd 拒绝了沙盒配置：%1",
    "sshd did not start (exit code %1): %2": "sshd 未能启动（退出码 %1）：%2",
    "sshd could not bind its port.%1": "sshd 无法绑定端口。%1",
    "sshd did not come up within 10 seconds (it may have failed to bind its port).%1":
        "sshd 在 10 秒内未就绪（可能未能绑定端口）。%1",
    " sshd's log (%1): %2": " sshd 日志（%1）：%2",
    "Could not create the folder %1.": "无法创建文件夹 %1。",
    "Could not save the SSH host in %1.": "无法将 SSH 主机保存到 %1。",
    'There is no SSH host "%1".': "没有名为“%1”的 SSH 主机。",
    "The record of SSH host %1 is unreadable (%2).": "SSH 主机 %1 的记录无法读取（%2）。",
    "Could not remove %1: %2": "无法删除 %1：%2",
    "Another RentDeck is holding the SSH hosts lock; try again.": "另一个 RentDeck 正占用 SSH 主机锁，请重试。",
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
    # AddSshHostDialog
    "Add SSH host": "添加 SSH 主机",
    "Paste the SSH command your provider shows, e.g. <tt>ssh -p 34222 root@connect.example.com</tt>. RentDeck logs in once to check it and learns the machine's host key.":
        "粘贴服务商提供的 SSH 命令，例如 <tt>ssh -p 34222 root@connect.example.com</tt>。RentDeck 会先登录一次进行检查，并记录这台机器的主机密钥。",
    "ssh -p 34222 root@connect.example.com": "ssh -p 34222 root@connect.example.com",
    "only if the provider gave you one": "仅当服务商提供了密码时填写",
    "optional: private key file": "可选：私钥文件",
    "&Browse…": "浏览(&B)…",
    "Free / unknown": "免费 / 未知",
    "billed": "计费方式",
    "optional, e.g. 4090 for finetuning": "可选，例如 4090 微调",
    "optional, e.g. AutoDL": "可选，例如 AutoDL",
    "SSH &command:": "SSH 命令(&C)：",
    "&Password:": "密码(&P)：",
    "&Key file:": "密钥文件(&K)：",
    "P&rice per hour:": "每小时价格(&R)：",
    "Pro&vider:": "服务商(&V)：",
    "&Add": "添加(&A)",
    "Host %1, port %2, user %3": "主机 %1，端口 %2，用户 %3",
    "Choose the private key": "选择私钥",
    "Logging in to %1…": "正在登录 %1…",
    "Cancelled; nothing was added.": "已取消；未添加任何内容。",
    # CompatChecker
    "no CUDA version in the table runs fully on it": "表中没有任何 CUDA 版本能在该驱动上完整运行",
    "this driver runs CUDA <= %1 fully": "该驱动可完整运行 CUDA <= %1",
    "driver %1 >= %2, the driver CUDA %3 ships with (%4): full feature set":
        "驱动 %1 >= CUDA %3（%4）随附的驱动 %2：支持全部功能",
    "driver %1 < %2, the driver CUDA %3 ships with": "驱动 %1 < CUDA %3 随附的驱动 %2",
    "CUDA %1 is not in the compatibility table (newest known: %2)": "兼容性表中没有 CUDA %1（已知最新版本：%2）",
    "ask for a driver >= %1 for full support": "如需完整支持，请要求驱动 >= %1",
    "ask for the newest driver of the %1.x family": "请要求 CUDA %1.x 系列的最新驱动",
    "%1, but >= %2, the CUDA %3.x minor-version-compatibility floor: runs, except JIT of PTX newer than the driver (cudaErrorUnsupportedPtxVersion; e.g. a GPU only covered by +PTX in the build) and APIs that need a newer driver (cudaErrorCallRequiresNewerDriver)":
        "%1，但 >= CUDA %3.x 次版本兼容所需的最低驱动 %2：可以运行，但无法 JIT 编译比驱动更新的 PTX（cudaErrorUnsupportedPtxVersion；例如构建中仅通过 +PTX 支持的 GPU），也无法使用需要更新驱动的 API（cudaErrorCallRequiresNewerDriver）",
    "%1; or use a build for CUDA <= %2": "%1；或改用面向 CUDA <= %2 的构建",
    "%1, and < %2, the CUDA %3.x minor-version-compatibility floor": "%1，且 < CUDA %3.x 次版本兼容所需的最低驱动 %2",
    "%1; CUDA %2.x has no minor-version compatibility": "%1；CUDA %2.x 不支持次版本兼容",
    "%1 (>= %2 runs it under minor-version compatibility)": "%1（驱动 >= %2 即可在次版本兼容模式下运行）",
    "ask for a driver >= %1": "请要求驱动 >= %1",
    "%1; %2": "%1；%2",
    '"%1" is not a CUDA version (expected e.g. 12.4)': "“%1”不是 CUDA 版本号（应形如 12.4）",
    "unknown CUDA version %1: the table covers CUDA %2 to %3": "未知的 CUDA 版本 %1：表中涵盖 CUDA %2 至 %3",
    "install the %1 build (%2); %3": "请安装 %1 构建（%2）；%3",
    # %5 is ", under minor-version compatibility" or empty; moved after the install hint.
    "%1; or use %2 %3 built for CUDA %4%5 (%6)": "%1；或改用 %2 %3 的 CUDA %4 构建（%6）%5",
    ", under minor-version compatibility": "，需依赖次版本兼容",
    "%1; no %2 release in the table runs on this driver": "%1；表中没有可在该驱动上运行的 %2 版本",
    'unknown framework "%1"': "未知框架“%1”",
    "%1 %2 is a CPU-only build: it does not use the NVIDIA driver": "%1 %2 是纯 CPU 构建：不使用 NVIDIA 驱动",
    'unknown %1 version "%2": the table covers %1 %3 to %4 (update resources/data/cuda-compat.json)':
        "未知的 %1 版本“%2”：表中涵盖 %1 %3 至 %4（请更新 resources/data/cuda-compat.json）",
    "%1 %2 has no %3 build (builds: %4)": "%1 %2 没有 %3 构建（现有构建：%4）",
    "%1 %2 built for CUDA %3: %4": "面向 CUDA %3 构建的 %1 %2：%4",
    # CompatDatabase (JSON keys stay as they are)
    "cannot read the CUDA compatibility table %1: %2": "无法读取 CUDA 兼容性表 %1：%2",
    'needs "major" >= 11 and "linux"': '需要 "major" >= 11 以及 "linux"',
    "cuda-compat.json: %1: %2": "cuda-compat.json：%1：%2",
    'needs "cuda" as MAJOR.MINOR and a "linux" driver version': '需要 MAJOR.MINOR 格式的 "cuda" 以及 "linux" 驱动版本',
    '"windows" is neither null nor a version': '"windows" 既不是 null 也不是版本号',
    "is missing or empty": "缺失或为空",
    'needs "id", "name" and "package"': '需要 "id"、"name" 和 "package"',
    'each build needs "cuda" (MAJOR.MINOR) and an "index" or "package"':
        '每个构建都需要 "cuda"（MAJOR.MINOR）以及 "index" 或 "package"',
    'needs "version" and at least one build': '需要 "version" 以及至少一个构建',
    "has no releases": "没有任何版本",
    # ConnectionManager
    "%1 is not a known instance.": "%1 不是已知的实例。",
    "%1 is %2: start it first.": "%1 当前状态为 %2：请先启动它。",
    "%1 is no longer running.": "%1 已不在运行。",
    # ForwardModel
    "port %1": "端口 %1",
    "error: %1": "出错：%1",
    "listening": "监听中",
    "waiting for SSH": "等待 SSH",
    "↓ %1  ↑ %2": "↓ %1  ↑ %2",
    "Service": "服务",
    "Local address": "本地地址",
    "Remote": "远程",
    "State": "状态",
    "Connections": "连接数",
    "Traffic": "流量",
    # ForwardsView
    "Open in &browser": "在浏览器中打开(&B)",
    "&Close forward": "关闭转发(&C)",
    "No port forwards. Select a running instance in the Instances tab and use Connect → JupyterLab, TensorBoard or Forward port…":
        "没有端口转发。请在“实例”页选择一个运行中的实例，然后在连接菜单中选择 JupyterLab、TensorBoard 或“转发端口…”",
    # InstancesView (connect menu, SSH hosts)
    "&Add SSH host…": "添加 SSH 主机(&A)…",
    "Add any machine you can reach by SSH (AutoDL, a lab server…) with its price per hour":
        "添加任何可通过 SSH 访问的机器（AutoDL、实验室服务器…），并填写每小时价格",
    "Open &terminal": "打开终端(&T)",
    "Open in &system terminal": "在系统终端中打开(&S)",
    "Open in &VS Code": "在 VS Code 中打开(&V)",
    "Forward &JupyterLab (8888)": "转发 JupyterLab（8888）(&J)",
    "JupyterLab": "JupyterLab",
    "Forward Tensor&Board (6006)": "转发 TensorBoard（6006）(&B)",
    "TensorBoard": "TensorBoard",
    "&Forward port…": "转发端口(&F)…",
    "Opened a terminal for %1.": "已为 %1 打开终端。",
    "Opening %1 in VS Code (ssh host %2)…": "正在用 VS Code 打开 %1（ssh 主机 %2）…",
    "Could not start VS Code (code).": "无法启动 VS Code（code）。",
    "Forward a port": "转发端口",
    "Port on %1 to reach from this computer (bound to 127.0.0.1 only):": "要从本机访问的 %1 端口（仅绑定到 127.0.0.1）：",
    # MainWindow (terminals, forwards, SSH hosts)
    "Port forwards": "端口转发",
    "Copied the ssh command of %1.": "已复制 %1 的 ssh 命令。",
    "Opened a system terminal for %1.": "已为 %1 打开系统终端。",
    "%1 — terminal": "%1 — 终端",
    "The SSH host provider is not part of this build.": "此版本未包含“SSH 主机”服务商。",
    "Added %1.": "已添加 %1。",
    # NvidiaSmiParser and its format parsers (CSV, -L, -q text, table, XML, values)
    "nvidia-smi --version output without a driver version": "nvidia-smi --version 的输出中没有驱动版本",
    "this is the field list of nvidia-smi --help-query-gpu, not a GPU report; save the output of `nvidia-smi -q -x` instead":
        "这是 nvidia-smi --help-query-gpu 的字段列表，不是 GPU 报告；请改为保存 `nvidia-smi -q -x` 的输出",
    "not recognised as nvidia-smi output (expected `nvidia-smi -q -x` XML, `-q` text, the default table, `--query-gpu … --format=csv` with its header, or `-L`)":
        "无法识别为 nvidia-smi 的输出（应为 `nvidia-smi -q -x` 的 XML、`-q` 的文本、默认表格、带表头的 `--query-gpu … --format=csv` 或 `-L`）",
    "the CSV has no --query-gpu header; pass the field list used with --format=csv,noheader":
        "CSV 没有 --query-gpu 表头；使用 --format=csv,noheader 时请提供所用的字段列表",
    "none of the CSV fields (%1) identifies a GPU: query at least name, uuid or memory.total":
        "CSV 字段（%1）都无法识别 GPU：请至少查询 name、uuid 或 memory.total",
    "the CSV has a header but no GPU row": "CSV 只有表头，没有 GPU 行",
    "the CSV has more rows than a machine has GPUs": "CSV 的行数超过了一台机器可能拥有的 GPU 数",
    "CSV row %1 has %2 values but there are %3 fields": "CSV 第 %1 行有 %2 个值，但字段有 %3 个",
    "nvidia-smi -L, line %1: %2 characters is too long for a GPU line": "nvidia-smi -L，第 %1 行：%2 个字符，GPU 行不会这么长",
    "the list has more GPUs than a machine has": "列表中的 GPU 数超过了一台机器可能拥有的数量",
    'nvidia-smi -L, line %1: expected "GPU N: NAME (UUID: …)" or a MIG line':
        'nvidia-smi -L，第 %1 行：应为 "GPU N: NAME (UUID: …)" 或 MIG 行',
    "nvidia-smi -L lists no GPU": "nvidia-smi -L 没有列出任何 GPU",
    "the report lists more GPUs than a machine has": "报告中的 GPU 数超过了一台机器可能拥有的数量",
    "line %1 nests too deep for nvidia-smi -q": "第 %1 行嵌套过深，不像 nvidia-smi -q 的输出",
    'the nvidia-smi -q report has no "GPU 0000…" section (empty or truncated output)':
        'nvidia-smi -q 报告中没有 "GPU 0000…" 段落（输出为空或被截断）',
    "the section of GPU %1 has no Product Name (truncated output?)": "GPU %1 的段落中没有 Product Name（输出被截断？）",
    "nvidia-smi table, line %1: %2": "nvidia-smi 表格，第 %1 行：%2",
    "the line is %1 characters wide; nvidia-smi tables are under %2": "该行宽 %1 个字符；nvidia-smi 表格的宽度小于 %2",
    "the GPU box ends after its first line": "GPU 方框在第一行之后就结束了",
    "more GPU rows than a machine has": "GPU 行数超过了一台机器可能拥有的数量",
    "expected a GPU row (index, name, bus id)": "应为 GPU 行（序号、名称、总线 ID）",
    "expected fan, temperature, performance state, power and memory": "应为风扇、温度、性能状态、功耗和显存",
    "the table is cut in the middle of a GPU row": "表格在 GPU 行中间被截断",
    'no "NVIDIA-SMI … Driver Version" header: not an nvidia-smi table': '没有 "NVIDIA-SMI … Driver Version" 表头：不是 nvidia-smi 表格',
    "the nvidia-smi table has no GPU row (truncated output?)": "nvidia-smi 表格中没有 GPU 行（输出被截断？）",
    "the nvidia-smi output is empty": "nvidia-smi 的输出为空",
    "the input is %1 bytes; nvidia-smi output is never larger than %2 bytes": "输入有 %1 字节；nvidia-smi 的输出不会超过 %2 字节",
    "the input is binary data, not nvidia-smi output": "输入是二进制数据，不是 nvidia-smi 的输出",
    "the input is not UTF-8 text, so it is not nvidia-smi output": "输入不是 UTF-8 文本，因此不是 nvidia-smi 的输出",
    "line %1 is %2 characters long; nvidia-smi never prints lines that long": "第 %1 行长 %2 个字符；nvidia-smi 不会输出这么长的行",
    "the XML is larger than %1 bytes": "XML 超过 %1 字节",
    "the XML root is <%1>, not <nvidia_smi_log>: this is not nvidia-smi -q -x output":
        "XML 根元素是 <%1>，不是 <nvidia_smi_log>：这不是 nvidia-smi -q -x 的输出",
    "the XML nests deeper than nvidia-smi ever does": "XML 的嵌套深度超出了 nvidia-smi 输出的可能范围",
    "the XML lists more GPUs than a machine has": "XML 中的 GPU 数超过了一台机器可能拥有的数量",
    "the nvidia-smi XML is malformed or truncated at line %1: %2": "nvidia-smi XML 在第 %1 行格式错误或被截断：%2",
    "the XML has no <nvidia_smi_log> element": "XML 中没有 <nvidia_smi_log> 元素",
    "the nvidia-smi XML lists no <gpu>": "nvidia-smi XML 中没有 <gpu>",
    "GPU %1 in the nvidia-smi XML has no <product_name>": "nvidia-smi XML 中的 GPU %1 没有 <product_name>",
    # NvidiaSmiFailure
    "the NVIDIA driver is not loaded (nvidia-smi cannot talk to it)": "NVIDIA 驱动未加载（nvidia-smi 无法与之通信）",
    "the driver sees no NVIDIA GPU": "驱动没有检测到 NVIDIA GPU",
    "the loaded NVIDIA kernel driver and the installed user-space libraries have different versions":
        "已加载的 NVIDIA 内核驱动与已安装的用户态库版本不一致",
    "NVML, the library nvidia-smi uses, failed to start": "nvidia-smi 所用的 NVML 库初始化失败",
    "a GPU has fallen off the PCIe bus (hardware or power fault)": "有 GPU 从 PCIe 总线上掉线（硬件或供电故障）",
    "install or reload the NVIDIA driver (check `lsmod | grep nvidia` and dmesg); on a rented machine, ask the provider for a working host or destroy it and rent another":
        "请安装或重新加载 NVIDIA 驱动（检查 `lsmod | grep nvidia` 和 dmesg）；如果是租用的机器，请让服务商换一台正常的主机，或销毁后另租一台",
    "check that the container or VM was started with GPU access (e.g. `--gpus all`); otherwise the host's GPU is missing: rent another machine":
        "请检查容器或虚拟机启动时是否开放了 GPU 访问（例如 `--gpus all`）；否则就是主机的 GPU 缺失：请另租一台机器",
    "the driver was upgraded without a reboot: reboot the machine (or reload the nvidia kernel modules); on a rented machine, restart it or rent another":
        "驱动升级后没有重启：请重启机器（或重新加载 nvidia 内核模块）；如果是租用的机器，请重启它或另租一台",
    "reinstall the NVIDIA driver matching the kernel module, or rent another machine": "请重新安装与内核模块版本一致的 NVIDIA 驱动，或另租一台机器",
    "the machine needs a reset by its provider: stop renting it and report it": "这台机器需要服务商重置：请停止租用并向服务商报告",
    '%1: "%2" — %3': "%1：“%2” —— %3",
    # SshCommandParser
    'The port "%1" is not a number between 1 and 65535.': "端口“%1”不是 1 到 65535 之间的数字。",
    "Ignored the option -o %1.": "已忽略选项 -o %1。",
    "Ignored the jump host -J %1: RentDeck connects to the machine directly.": "已忽略跳板机 -J %1：RentDeck 会直接连接该机器。",
    "Ignored the port forwarding -%1 %2; use rentdeck-cli forward once the host is added.":
        "已忽略端口转发 -%1 %2；添加主机后请使用 rentdeck-cli forward。",
    "Ignored the option -%1 %2.": "已忽略选项 -%1 %2。",
    "The option -%1 needs a value.": "选项 -%1 需要一个值。",
    "Ignored the unknown option -%1.": "已忽略未知选项 -%1。",
    "Ignored the option -%1.": "已忽略选项 -%1。",
    "Could not find a host in '%1'. Paste the SSH command your provider shows, e.g. ssh -p 34222 root@connect.example.com":
        "在“%1”中找不到主机。请粘贴服务商提供的 SSH 命令，例如 ssh -p 34222 root@connect.example.com",
    'Ignored the remote command "%1".': "已忽略远程命令“%1”。",
    # SshConfigFile
    "Could not read %1: %2": "无法读取 %1：%2",
    "Could not write %1: %2": "无法写入 %1：%2",
    "%1 has no SSH address yet; wait until it is running.": "%1 还没有 SSH 地址；请等它运行后再试。",
    "Could not create %1.": "无法创建 %1。",
    "Another RentDeck is updating %1; try again.": "另一个 RentDeck 正在更新 %1，请重试。",
    # SshConnector (passwords)
    "%1 needs a password, and none was given.": "%1 需要密码，但未提供密码。",
    "No way to log in to %1: no identity file is set, no ssh-agent is running (SSH_AUTH_SOCK is not set) and no password was given.":
        "无法登录 %1：未设置身份文件，没有运行 ssh-agent（未设置 SSH_AUTH_SOCK），也未提供密码。",
    "Password rejected for %1 (method: password). Check the password the provider gave you.":
        "%1 拒绝了密码（方式：password）。请检查服务商提供的密码。",
    # SshHostProvider
    "Give the host name or address of the machine.": "请填写机器的主机名或地址。",
    "The port %1 is not between 1 and 65535.": "端口 %1 不在 1 到 65535 之间。",
    "Give the user to log in as (often root).": "请填写登录用户名（通常是 root）。",
    "The key file %1 does not exist or cannot be read.": "密钥文件 %1 不存在或无法读取。",
    'Prices are in USD or CNY, not "%1".': "价格币种只能是 USD 或 CNY，不能是“%1”。",
    "The price per hour cannot be negative.": "每小时价格不能为负数。",
    "host does not answer on port %1": "主机的 %1 端口没有响应",
    "the host name %1 cannot be resolved": "无法解析主机名 %1",
    'An SSH host is added, not rented: use Add SSH host (rentdeck-cli add-host "ssh -p PORT user@host").':
        'SSH 主机是添加的，不是租用的：请使用“添加 SSH 主机”（rentdeck-cli add-host "ssh -p PORT user@host"）。',
    "RentDeck cannot power an SSH host on or off; stop or release it in your provider's console.":
        "RentDeck 无法开关 SSH 主机；请在服务商的控制台中停止或释放它。",
    "%1@%2:%3 is already added as sshhost:%4.": "%1@%2:%3 已添加为 sshhost:%4。",
    "This build cannot log in with a password yet; add a key to the machine (ssh-copy-id) and use it instead.":
        "此版本暂不支持密码登录；请为该机器添加密钥（ssh-copy-id），改用密钥登录。",
    "logging in to %1@%2:%3": "正在登录 %1@%2:%3",
    "warning: no keychain is available, so the password is kept only until RentDeck exits":
        "警告：没有可用的钥匙串，密码只会保留到 RentDeck 退出为止",
    "trusted the host key of %1:%2 on first use: %3": "已按“首次使用即信任”记录 %1:%2 的主机密钥：%3",
    "Could not keep the password of %1 in the keychain: %2": "无法将 %1 的密码保存到钥匙串：%2",
    "your provider": "你的服务商",
    "Forgot sshhost:%1 (%2@%3:%4). The machine itself was not touched: it keeps running, and billing, until you stop or release it at %5.":
        "已移除 sshhost:%1（%2@%3:%4）。机器本身未受影响：它会继续运行并计费，直到你在%5处停止或释放它。",
    # SshPortForward
    "Could not listen on 127.0.0.1: %1": "无法在 127.0.0.1 上监听：%1",
    # SshSession
    "Cannot connect over SSH: the instance has no SSH address yet.": "无法通过 SSH 连接：该实例还没有 SSH 地址。",
    "Connecting to %1…": "正在连接 %1…",
    "Disconnected from %1.": "已断开与 %1 的连接。",
    "The SSH session to %1 failed.": "与 %1 的 SSH 会话失败。",
    "Connected to %1.": "已连接到 %1。",
    "Could not watch the SSH connection to %1.": "无法监视与 %1 的 SSH 连接。",
    "Reconnected to %1.": "已重新连接到 %1。",
    "Reconnect attempt %1 failed: %2": "第 %1 次重连失败：%2",
    "the server closed the connection": "服务器关闭了连接",
    "the connection dropped": "连接中断",
    "Connection to %1 lost (%2); reconnecting…": "与 %1 的连接已断开（%2），正在重新连接…",
    "The connection to %1 was lost (%2). Commands that were running did not finish; run them again once the session is back.":
        "与 %1 的连接已断开（%2）。正在运行的命令没有完成；会话恢复后请重新运行。",
    "%1 on %2: %3": "%1（%2）：%3",
    "Could not create an SSH channel": "无法创建 SSH 通道",
    "Forwarding to %1:%2 was refused (is anything listening there on the instance?)":
        "转发到 %1:%2 被拒绝（实例上是否有程序在监听该端口？）",
    "Could not open an SSH channel": "无法打开 SSH 通道",
    "The server refused to run the command": "服务器拒绝执行命令",
    "The server refused to open a terminal": "服务器拒绝打开终端",
    "Could not send data": "无法发送数据",
    "Could not read from the channel": "无法从通道读取数据",
    # SystemTerminal
    'No terminal program found (tried $TERMINAL, x-terminal-emulator, gnome-terminal, konsole, xfce4-terminal, alacritty, kitty, xterm). Use "Copy ssh command" and paste it into your terminal.':
        "未找到终端程序（已尝试 $TERMINAL、x-terminal-emulator、gnome-terminal、konsole、xfce4-terminal、alacritty、kitty、xterm）。请使用“复制 ssh 命令”，然后粘贴到你的终端中。",
    "Could not start %1.": "无法启动 %1。",
    # TerminalConnector
    "Reconnecting… %1": "正在重新连接… %1",
    "Disconnected.": "已断开连接。",
    "Reconnecting…": "正在重新连接…",
    "The shell has ended. Close this tab, or open a new terminal.": "Shell 已结束。请关闭此标签页，或打开新的终端。",
    # TerminalTab
    "Copy": "复制",
    "Copy the selected text (Ctrl+Shift+C)": "复制选中的文本（Ctrl+Shift+C）",
    "Paste": "粘贴",
    "Paste the clipboard into the terminal (Ctrl+Shift+V)": "将剪贴板内容粘贴到终端（Ctrl+Shift+V）",
    "Copy ssh command": "复制 ssh 命令",
    "Copy the ssh command that connects to this machine": "复制连接这台机器的 ssh 命令",
    "Open in system terminal": "在系统终端中打开",
    "Open an ssh session to this machine in the system's terminal": "在系统终端中打开连接这台机器的 ssh 会话",
    # main
    "Save a picture of the window to FILE once loaded, then quit.": "加载完成后将窗口截图保存到 FILE，然后退出。",
    "Open on TAB: offers or instances.": "启动时打开 TAB 页：offers 或 instances。",
    "Open a terminal on instance NAME (e.g. sandbox:1).": "在实例 NAME 上打开终端（例如 sandbox:1）。",
    "Log debug messages.": "记录调试信息。",
    "Ledger not available": "账本不可用",
    "%1\n\nRentDeck continues without recording costs.": "%1\n\nRentDeck 将继续运行，但不会记录费用。",
    # CheckEvaluator (check titles, measured / expected values and fixes)
    "thermal slowdown (%1)": "过热降频（%1）",
    "power brake (%1)": "电源制动降频（%1）",
    "hardware slowdown: heat or power (%1)": "硬件降频：过热或供电问题（%1）",
    "Probe ran": "探测脚本运行",
    "one JSON object from rentdeck-probe.sh": "rentdeck-probe.sh 输出一个 JSON 对象",
    "The instance must run POSIX sh commands over SSH: try rentdeck-cli exec NAME -- echo ok, and check that /bin/sh, df and awk exist on the image":
        "实例必须能通过 SSH 执行 POSIX sh 命令：请试试 rentdeck-cli exec NAME -- echo ok，并检查镜像中是否有 /bin/sh、df 和 awk",
    "no output": "无输出",
    "the probe's output is not its JSON (exit status %1): %2": "探测脚本的输出不是预期的 JSON（退出状态 %1）：%2",
    "nvidia-smi -q -x exited with %1: %2": "nvidia-smi -q -x 退出码为 %1：%2",
    'no GPU data (see "GPUs visible")': "没有 GPU 数据（见“GPU 可见”）",
    "GPUs visible": "GPU 可见",
    "nvidia-smi lists the GPUs": "nvidia-smi 列出 GPU",
    "nvidia-smi not found: no NVIDIA driver on this image": "未找到 nvidia-smi：该镜像中没有 NVIDIA 驱动",
    "Pick an image with the NVIDIA driver/CUDA runtime (e.g. a pytorch/pytorch CUDA image), or ask the provider; on your own host install the driver (sudo apt install nvidia-driver-550) and reboot":
        "请选择带 NVIDIA 驱动/CUDA 运行时的镜像（例如 pytorch/pytorch 的 CUDA 镜像），或咨询服务商；如果是你自己的主机，请安装驱动（sudo apt install nvidia-driver-550）并重启",
    '%1: "%2"': "%1：“%2”",
    "nvidia-smi answered something unreadable: run nvidia-smi -q -x on the instance and send it to the provider; do not start a job until it prints the GPUs":
        "nvidia-smi 的输出无法识别：请在实例上运行 nvidia-smi -q -x 并把结果发给服务商；在它能列出 GPU 之前不要开始任务",
    "nvidia-smi lists no GPU": "nvidia-smi 没有列出任何 GPU",
    "The GPUs are not attached to this machine: ask the provider, or destroy this instance":
        "GPU 没有挂载到这台机器上：请联系服务商，或销毁该实例",
    "%1 × %2%3": "%1 × %2%3",
    " (sandbox simulator)": "（沙盒模拟器）",
    "Count and model as sold": "数量和型号与报价一致",
    "nothing listed to compare with": "报价未标注，无从对比",
    "This is not the GPU you paid for: ask the provider for a %1 or a refund, and destroy the instance while it is still cheap":
        "这不是你付费租用的 GPU：请要求服务商提供 %1 或退款，并趁花费尚少时销毁该实例",
    "%1 of %2 GPUs are %3": "%2 块 GPU 中有 %1 块是 %3",
    "GPUs are missing: ask the provider for the %1 you paid for or a refund; multi-GPU jobs will not start as configured":
        "缺少 GPU：请要求服务商补足你付费租用的 %1 块 GPU 或退款；多卡任务将无法按配置启动",
    "VRAM vs nominal": "显存与标称值",
    "nvidia-smi did not report the memory size": "nvidia-smi 没有报告显存大小",
    "no nominal figure for %1": "没有 %1 的标称值",
    "%1 as sold": "报价标注 %1",
    "this is a %1 slice of a %2 card; ask for a whole card or a refund": "这是从 %2 显卡上切分出的 %1；请要求整卡或退款",
    "Driver and CUDA": "驱动和 CUDA",
    "driver %1": "驱动 %1",
    "driver %1, CUDA ≤ %2": "驱动 %1，CUDA ≤ %2",
    "a driver version": "可识别的驱动版本",
    "CUDA ≤ %1 (driver %2) as listed": "报价标注 CUDA ≤ %1（驱动 %2）",
    "The driver is older than the listing said: ask the provider to fix it or refund, or destroy this instance and pick an offer listing CUDA ≥ %1":
        "驱动比报价标注的旧：请要求服务商修复或退款，或销毁该实例，另选标注 CUDA ≥ %1 的报价",
    "driver ≥ %1 (runs CUDA 12.x images)": "驱动 ≥ %1（可运行 CUDA 12.x 镜像）",
    "Old driver: current images (PyTorch ≥ 2.4, TensorFlow ≥ 2.15 need CUDA 12) will not run. Use CUDA 11.8 builds (pip install torch --index-url https://download.pytorch.org/whl/cu118) or ask for a host with driver ≥ %1":
        "驱动过旧：当前的镜像（PyTorch ≥ 2.4、TensorFlow ≥ 2.15 需要 CUDA 12）无法运行。请使用 CUDA 11.8 构建（pip install torch --index-url https://download.pytorch.org/whl/cu118），或要求换一台驱动 ≥ %1 的主机",
    "This driver cannot run any current CUDA build: ask for a host with driver ≥ %1 or a refund":
        "该驱动无法运行任何当前的 CUDA 构建：请要求换一台驱动 ≥ %1 的主机或退款",
    "Frameworks vs driver": "框架与驱动兼容性",
    "no Python on the instance": "实例上没有 Python",
    "framework detection did not finish (python took too long or failed)": "框架检测未完成（python 运行超时或失败）",
    "no PyTorch, TensorFlow or PaddlePaddle in %1 (Python %2)": "%1（Python %2）中没有 PyTorch、TensorFlow 或 PaddlePaddle",
    "%1 vs driver": "%1 与驱动兼容性",
    "import %1 failed: %2": "import %1 失败：%2",
    "imports cleanly": "可正常 import",
    "Reinstall it (pip install --force-reinstall %1) or use the image's own Python environment":
        "请重新安装（pip install --force-reinstall %1），或使用镜像自带的 Python 环境",
    "%1 %2 (CPU-only build)": "%1 %2（纯 CPU 构建）",
    "%1 %2 (CUDA %3)": "%1 %2（CUDA %3）",
    ", cuDNN %1": "，cuDNN %1",
    "a working NVIDIA driver to judge against": "需要正常工作的 NVIDIA 驱动作为判断依据",
    "CUDA build ≤ %1": "CUDA ≤ %1 的构建",
    "This %1 build cannot use the GPU: install a CUDA build%2": "该 %1 构建无法使用 GPU：请安装 CUDA 构建%2",
    ": torch.cuda.is_available() is False": "：torch.cuda.is_available() 为 False",
    "PyTorch cannot reach the GPU: check CUDA_VISIBLE_DEVICES, that the container runs with GPU access (--gpus all), and the driver check above":
        "PyTorch 无法访问 GPU：请检查 CUDA_VISIBLE_DEVICES、容器运行时是否开放了 GPU 访问（--gpus all），以及上面的驱动检查",
    "Throttling": "降频",
    "GPU %1: %2%3": "GPU %1：%2%3",
    " at %1 °C": "，温度 %1 °C",
    "no thermal/power slowdown active": "没有因温度或功率导致的降频",
    "no slowdown reason active": "没有降频原因",
    "The GPU is slowing itself down (too hot or power-limited): expect far less speed than paid for. Ask the provider to check cooling and power, or destroy this instance and rent another machine":
        "GPU 正在自行降频（过热或功率受限）：实际速度会远低于付费应得的水平。请让服务商检查散热和供电，或销毁该实例并另租一台机器",
    "SM clock under load": "负载下的 SM 频率",
    "≥ %1 of max while busy": "繁忙时 ≥ 最高频率的 %1",
    "GPU %1: SM %2 of %3 MHz (%4) at %5% load": "GPU %1：SM %2 / %3 MHz（%4），负载 %5%",
    "Clocks sag under load%1: the card will run well below its rated speed. Ask the provider to check cooling/power limits, or move to another machine":
        "负载下频率下降%1：显卡的运行速度将远低于额定速度。请让服务商检查散热/功率限制，或换一台机器",
    "the GPU was not busy while sampled": "采样时 GPU 并不繁忙",
    "the GPU was idle during the probe": "探测期间 GPU 处于空闲状态",
    "Run with --stress SECONDS to check clocks under load": "请加上 --stress SECONDS 运行，以检查负载下的频率",
    "ECC and retired memory": "ECC 与显存页退役",
    "GPU %1: %2 uncorrectable ECC errors": "GPU %1：%2 个不可纠正的 ECC 错误",
    "GPU %1: page retirement/row remapping pending or failed": "GPU %1：页退役/行重映射待处理或失败",
    "GPU %1: %2 retired pages, %3 remapped rows": "GPU %1：%2 个已退役页，%3 个已重映射行",
    "no uncorrectable errors, nothing pending": "没有不可纠正的错误，也没有待处理项",
    "The GPU memory is failing: results may be wrong and jobs may crash. Destroy this instance and ask the provider for another GPU or a refund":
        "GPU 显存正在出故障：计算结果可能出错，任务可能崩溃。请销毁该实例，并要求服务商更换 GPU 或退款",
    "The memory has had errors before (now retired/remapped): usable, but prefer another machine for long jobs":
        "显存曾出现过错误（现已退役/重映射）：可以使用，但长时间任务最好换一台机器",
    "not reported (this card has no ECC)": "未报告（该显卡不支持 ECC）",
    "no uncorrectable errors": "没有不可纠正的错误",
    "Other GPU processes": "其他 GPU 进程",
    ("CheckEvaluator", "none"): "无",
    "nvidia-smi --query-compute-apps failed": "nvidia-smi --query-compute-apps 执行失败",
    "pid %1 %2 (%3 MiB)": "pid %1 %2（%3 MiB）",
    "Something is already using the GPU and its memory. If it is not yours, someone else's job shares this GPU: ask the provider or destroy this instance; if it is yours, stop it (kill PID) before training":
        "已有程序在占用 GPU 及其显存。如果不是你的，说明别人的任务在共用这块 GPU：请联系服务商或销毁该实例；如果是你自己的，请在训练前停止它（kill PID）",
    "Matmul TFLOPS (bf16)": "矩阵乘法 TFLOPS（bf16）",
    "Memory bandwidth": "显存带宽",
    "the benchmark did not finish: %1": "基准测试未完成：%1",
    "Run it again with a longer --stress; if it keeps failing, test the GPU by hand (python -c \"import torch; print(torch.randn(8192, 8192, device='cuda').sum())\")":
        "请用更长的 --stress 再运行一次；如果仍然失败，请手动测试 GPU（python -c \"import torch; print(torch.randn(8192, 8192, device='cuda').sum())\"）",
    "Install PyTorch with CUDA on the instance to measure the GPU": "请在实例上安装带 CUDA 的 PyTorch，以测量 GPU 性能",
    " (simulated)": "（模拟）",
    "%1 TFLOPS%2": "%1 TFLOPS%2",
    "no nominal figure in the catalog": "目录中没有标称值",
    "%1 TFLOPS (%2 of nominal)%3": "%1 TFLOPS（标称值的 %2）%3",
    "≥ %1 of %2 TFLOPS": "≥ %2 TFLOPS 的 %1",
    "The GPU delivers well under its rated speed (see the throttling and clock checks): ask the provider, or destroy this instance while it is still cheap":
        "GPU 实际性能远低于额定值（参见降频和频率检查）：请联系服务商，或趁花费尚少时销毁该实例",
    "%1 GB/s (%2 of nominal)%3": "%1 GB/s（标称值的 %2）%3",
    "≥ %1 of %2 GB/s": "≥ %2 GB/s 的 %1",
    "Memory bandwidth is low: the card may be throttled or shared": "显存带宽偏低：显卡可能在降频，或与他人共用",
    "%1 GB/s%2": "%1 GB/s%2",
    "informational (no nominal figure in the catalog)": "仅供参考（目录中没有标称值）",
    "Xid errors in kernel log": "内核日志中的 Xid 错误",
    "kernel log not readable%1": "无法读取内核日志%1",
    "Nothing to do; containers usually cannot read dmesg. If jobs crash, ask the provider for the host's Xid history":
        "无需处理；容器通常无法读取 dmesg。如果任务崩溃，请向服务商索取该主机的 Xid 记录",
    "Xid %1 on %2": "%2 上的 Xid %1",
    "none (%1)": "无（%1）",
    "The GPU has reported hardware or memory faults (Xid 48/63/64/74/79/9x/119/120): destroy this instance and ask for another machine or a refund":
        "GPU 报告了硬件或显存故障（Xid 48/63/64/74/79/9x/119/120）：请销毁该实例，并要求更换机器或退款",
    "The driver reported GPU errors: usually an application fault, but if they repeat without your jobs, ask the provider":
        "驱动报告了 GPU 错误：通常是应用程序的问题；但如果没有运行你的任务时也反复出现，请联系服务商",
    "df gave no answer for %1": "df 没有返回 %1 的信息",
    ", inodes %1% free": "，inode 剩余 %1%",
    "≥ %1 and ≥ %2% free, inodes ≥ %3% free": "剩余 ≥ %1 且 ≥ %2%，inode 剩余 ≥ %3%",
    "Checkpoints and datasets will fail to write: free space on %1, or relaunch with a bigger disk (rentdeck-cli launch --disk GB)":
        "模型检查点和数据集将无法写入：请清理 %1 上的空间，或换用更大的磁盘重新启动（rentdeck-cli launch --disk GB）",
    "Out of inodes: many small files will fail to write; pack datasets into shards (tar/WebDataset) or ask for another disk":
        "inode 已用尽：大量小文件将无法写入；请将数据集打包成分片（tar/WebDataset），或要求更换磁盘",
    "Disk free": "磁盘剩余空间",
    "the probe sent no df": "探测脚本没有返回 df 结果",
    "Data disk speed": "数据盘速度",
    "≥ %1 MB/s sequential, ≥ %2 small files/s": "顺序写入 ≥ %1 MB/s，小文件 ≥ %2 个/秒",
    "not tested": "未测试",
    "write %1, read %2 (dd, 64 MiB)": "写入 %1，读取 %2（dd，64 MiB）",
    "write %1 MB/s, read %2 MB/s; %3 small files: %4 created/s, %5 read/s":
        "写入 %1 MB/s，读取 %2 MB/s；%3 个小文件：每秒创建 %4 个，每秒读取 %5 个",
    "The data disk is slow and will starve the GPU: copy data to local NVMe first, store it as larger shards (tar/WebDataset), and use more DataLoader workers":
        "数据盘太慢，GPU 会因等数据而空转：请先把数据复制到本地 NVMe，存成较大的分片（tar/WebDataset），并增加 DataLoader worker 数量",
    "CPU cores per GPU": "每块 GPU 的 CPU 核数",
    "nproc gave no answer": "nproc 没有返回结果",
    "%1 cores for %2 GPU(s) (as listed; the sandbox shares this computer's %3)":
        "%1 核 / %2 块 GPU（按报价标注；沙盒与本机共用 %3 核）",
    "%1 cores for %2 GPU(s)": "%1 核 / %2 块 GPU",
    "≥ %1 per GPU": "每块 GPU ≥ %1",
    "Too few cores to feed the GPUs: data loading and augmentation will bottleneck training. Ask for ≥ %1 cores per GPU, preprocess data offline, or decode on the GPU (DALI)":
        "CPU 核数太少，喂不饱 GPU：数据加载和增强将成为训练瓶颈。请要求每块 GPU ≥ %1 核，或离线预处理数据，或在 GPU 上解码（DALI）",
    "RAM per GPU": "每块 GPU 的内存",
    "/proc/meminfo gave no answer": "/proc/meminfo 没有返回结果",
    "%1 for %2 GPU(s) (as listed; the sandbox shares this computer's %3)":
        "%1 / %2 块 GPU（按报价标注；沙盒与本机共用 %3）",
    "%1 for %2 GPU(s)": "%1 / %2 块 GPU",
    "DataLoader workers, pinned memory and checkpoint loading need host RAM: ask for ≥ %1 per GPU, or lower num_workers and prefetch_factor":
        "DataLoader worker、锁页内存和加载模型检查点都需要主机内存：请要求每块 GPU ≥ %1，或调低 num_workers 和 prefetch_factor",
    "Shared memory (/dev/shm)": "共享内存（/dev/shm）",
    "≥ %1": "≥ %1",
    "/dev/shm is not mounted": "/dev/shm 未挂载",
    "PyTorch DataLoader workers need /dev/shm: start the container with --shm-size=16g (or --ipc=host), or set num_workers=0":
        "PyTorch DataLoader worker 需要 /dev/shm：请用 --shm-size=16g（或 --ipc=host）启动容器，或设置 num_workers=0",
    "%1 MB": "%1 MB",
    'DataLoader workers pass batches through /dev/shm and crash with "Bus error" when it is this small: start the container with --shm-size=16g (or --ipc=host), or set num_workers=0':
        "DataLoader worker 通过 /dev/shm 传递批数据，它这么小会导致“Bus error”崩溃：请用 --shm-size=16g（或 --ipc=host）启动容器，或设置 num_workers=0",
    "Outbound network": "外网访问",
    "pypi.org and download.pytorch.org reachable": "可访问 pypi.org 和 download.pytorch.org",
    "%1 (%2 ms)": "%1（%2 毫秒）",
    "no outbound network (%1)": "无法访问外网（%1）",
    "pip/conda installs and dataset downloads will fail: use an image with everything installed, bring wheels and data with rentdeck-cli sync push, or ask for an instance with internet access":
        "pip/conda 安装和数据集下载都会失败：请使用已预装所需软件的镜像，用 rentdeck-cli sync push 上传 wheel 包和数据，或要求提供可访问外网的实例",
    "reached %1; failed %2": "可访问 %1；无法访问 %2",
    "Some package indexes are blocked: configure a mirror (pip config set global.index-url …)":
        "部分软件包索引无法访问：请配置镜像源（pip config set global.index-url …）",
    "reached %1": "可访问 %1",
    "Disk free (work dir)": "磁盘剩余空间（工作目录）",
    "Disk free (data dir)": "磁盘剩余空间（数据目录）",
    "%1: %2 free of %3 (%4%)": "%1：剩余 %2，共 %3（%4%）",
    # Ledger (check reports)
    "Cannot record the check report of %1.": "无法记录 %1 的检查报告。",
    # CheckBanner
    "Show checks": "查看检查结果",
    ("RentDeck::CheckBanner", "Dismiss"): "忽略",
    "%1 is not what was sold — %2.": "%1 与报价不符 —— %2。",
    "Destroy %1 now (so far %2)": "立即销毁 %1（已花费 %2）",
    # CheckReportModel
    ("RentDeck::CheckReportModel", "pass"): "通过",
    ("RentDeck::CheckReportModel", "warning"): "警告",
    ("RentDeck::CheckReportModel", "FAIL"): "失败",
    ("RentDeck::CheckReportModel", "skipped"): "已跳过",
    ("RentDeck::CheckReportModel", "Check"): "检查项",
    ("RentDeck::CheckReportModel", "Measured"): "实测",
    ("RentDeck::CheckReportModel", "Expected"): "预期",
    "How to fix": "解决方法",
    # CheckRunner (progress lines; "the probe %1" / "the benchmark %1" take "timed out after %1 s")
    "the probe script %1 is not built in: %2": "探测脚本 %1 未内置：%2",
    "no SSH session": "没有 SSH 会话",
    "connected to %1 after %2 ms": "已连接到 %1（用时 %2 毫秒）",
    "connecting to %1": "正在连接 %1",
    ("RentDeck::CheckRunner", "probe"): "探测脚本",
    ("RentDeck::CheckRunner", "benchmark"): "基准测试",
    "benchmark running for %1 s": "基准测试将运行 %1 秒",
    "%1 started (%2 ms)": "%1 已启动（%2 毫秒）",
    "probe finished after %1 ms": "探测脚本已完成，用时 %1 毫秒",
    "benchmark finished after %1 ms": "基准测试已完成，用时 %1 毫秒",
    "sampling clocks under load": "正在采样负载下的频率",
    "under-load sample": "负载采样",
    ("RentDeck::CheckRunner", "timed out after %1 s"): "在 %1 秒后超时",
    "the probe %1": "探测脚本%1",
    "the benchmark %1": "基准测试%1",
    ("RentDeck::CheckRunner", "cancelled"): "已取消",
    "SSH to %1 failed: %2": "SSH 连接 %1 失败：%2",
    "checks finished after %1 ms": "检查已完成，用时 %1 毫秒",
    # CheckService
    "The connection to %1 ended during the checks (stopped, destroyed or unreachable); run them again once it is back.":
        "检查过程中与 %1 的连接中断（实例已停止、已销毁或无法访问）；请在连接恢复后重新运行检查。",
    # ChecksView
    "&Run checks": "运行检查(&R)",
    "With &benchmark (TFLOPS, ~10 s)": "包含基准测试（TFLOPS，约 10 秒）(&B)",
    "Export &Markdown…": "导出 Markdown(&M)…",
    "Export &JSON…": "导出 JSON(&J)…",
    "Instance:": "实例：",
    "No running instance. Launch one from the Offers tab; it is checked as soon as it is up.":
        "没有运行中的实例。请在“报价”页启动一个；实例就绪后会立即自动检查。",
    "%1 has not been checked yet. Press Run checks.": "%1 尚未检查。请点击“运行检查”。",
    "%1 — %2 (checked %3)": "%1 — %2（检查于 %3）",
    "Checking %1…": "正在检查 %1…",
    "The checks of %1 could not run: %2": "无法对 %1 运行检查：%2",
    "Export the report as Markdown": "将报告导出为 Markdown",
    "Export the report as JSON": "将报告导出为 JSON",
    "Saved %1.": "已保存 %1。",
    "&Re-run checks": "重新运行检查(&R)",
    # GpuCatalog (JSON keys stay as they are)
    "Cannot read the GPU catalog %1: %2": "无法读取 GPU 目录 %1：%2",
    "gpu-catalog.json is not a JSON object: %1": "gpu-catalog.json 不是 JSON 对象：%1",
    'gpu-catalog.json: gpus[%1] needs a "name" and a positive "memory_total_mib"':
        'gpu-catalog.json：gpus[%1] 需要 "name" 和正数 "memory_total_mib"',
    "gpu-catalog.json lists no GPU": "gpu-catalog.json 中没有列出任何 GPU",
    # MainWindow (checks)
    ("RentDeck::MainWindow", "Checks"): "检查",
    # OfferModel (last check of an offer)
    ("RentDeck::OfferModel", "%1 on %2"): "%2：%1",
    ("RentDeck::OfferModel", "failed"): "失败",
    ("RentDeck::OfferModel", "warnings"): "有警告",
    ("RentDeck::OfferModel", "passed"): "通过",
    "Last check": "最近检查",
    # OfferSuggestions (appended to the fix of a driver check)
    "%1 (%2 × %3, driver %4, %5/h)": "%1（%2 × %3，驱动 %4，%5/小时）",
    ". Offers with a new enough driver: %1": "。驱动版本满足要求的报价：%1",
    # InstancesView (checks)
    "Run pre-flight c&hecks": "运行预检(&H)",
    "Re-run &selected check": "重新运行所选检查(&S)",
    "%1 — re-ran one check (%2)": "%1 — 已重新运行一项检查（%2）",
    "Open on TAB: offers, instances, forwards, checks or sync.": "启动时打开标签页 TAB：offers、instances、forwards、checks 或 sync。",
    # CheckReportModel summary
    "%n passed": "%n 项通过",
    ("RentDeck::CheckReportModel", ", "): "，",
    "%n warning(s)": "%n 项警告",
    "%n failure(s)": "%n 项失败",
    "%n skipped": "%n 项跳过",
    # Ledger (file hashes)
    "Cannot store file hashes in the ledger %1.": "无法在账本 %1 中保存文件哈希。",
    # InstanceManager (sync)
    "A sync of %1 is running (process %2): destroying now would lose the data in flight. Wait for it to finish or cancel it, then destroy.":
        "%1 正在同步（进程 %2）：现在销毁会丢失传输中的数据。请等待同步完成或取消同步，然后再销毁。",
    # LocalManifestBuilder
    "%1 is not a folder.": "%1 不是文件夹。",
    "Cannot read %1: %2": "无法读取 %1：%2",
    # MainWindow (sync)
    ("RentDeck::MainWindow", "Sync"): "同步",
    # RemoteManifestBuilder ("%1 failed on the instance" takes "Listing %1" or "Hashing files")
    "The SSH session is not usable.": "SSH 会话不可用。",
    "%1 failed on the instance (exit status %2).": "在实例上%1失败（退出状态 %2）。",
    "Listing %1": "列出 %1",
    "%1 is not a folder on the instance.": "%1 不是实例上的文件夹。",
    "Hashing files": "计算文件哈希",
    "The instance returned no hash for %1.": "实例没有返回 %1 的哈希。",
    # RsyncJob ("Cannot write %1 for rsync in %2." takes "the exclude list" etc.)
    'Line %1: negation ("%2") is not supported by rsync and was ignored.': "第 %1 行：rsync 不支持取反规则（“%2”），已忽略。",
    "Cannot create a private temporary folder for rsync: %1": "无法为 rsync 创建私有临时文件夹：%1",
    "Cannot write %1 for rsync in %2.": "无法在 %2 中写入供 rsync 使用的%1。",
    "Cannot read the ignore file %1: %2": "无法读取忽略文件 %1：%2",
    "the exclude list": "排除列表",
    "the file list": "文件列表",
    "the password file": "密码文件",
    "the password helper": "密码辅助程序",
    "rsync is not installed on this computer: install it (sudo apt install rsync, sudo dnf install rsync or brew install rsync) or use the SFTP fallback.":
        "本机未安装 rsync：请安装（sudo apt install rsync、sudo dnf install rsync 或 brew install rsync），或改用 SFTP 备用方式。",
    "The OpenSSH client (ssh) is not installed on this computer: install it (sudo apt install openssh-client) or use the SFTP fallback.":
        "本机未安装 OpenSSH 客户端（ssh）：请安装（sudo apt install openssh-client），或改用 SFTP 备用方式。",
    "Cannot sync: the instance has no SSH address yet.": "无法同步：该实例还没有 SSH 地址。",
    "Cannot sync: no local folder was given.": "无法同步：未指定本地文件夹。",
    "Cannot start rsync (%1): install it (sudo apt install rsync) or use the SFTP fallback.":
        "无法启动 rsync（%1）：请安装（sudo apt install rsync），或改用 SFTP 备用方式。",
    "Cancelled. What arrived so far is kept; run the sync again to resume.": "已取消。已传输的部分会保留；再次同步即可继续。",
    "rsync stopped unexpectedly (killed or crashed). What arrived so far is kept; run the sync again to resume.":
        "rsync 意外停止（被终止或崩溃）。已传输的部分会保留；再次同步即可继续。",
    "The instance's host key does not match the one RentDeck trusts, so nothing was transferred. If the instance was re-created, remove its old key from RentDeck's known hosts and connect again; otherwise someone may be intercepting the connection.":
        "实例的主机密钥与 RentDeck 信任的密钥不一致，因此没有传输任何内容。如果实例是重新创建的，请从 RentDeck 的已知主机中删除旧密钥后重新连接；否则可能有人在拦截连接。",
    "The instance's host key is not in RentDeck's known hosts, so nothing was transferred: connect to the instance once from RentDeck to check and trust its key.":
        "实例的主机密钥不在 RentDeck 的已知主机中，因此没有传输任何内容：请先在 RentDeck 中连接该实例一次，核对并信任其密钥。",
    "The instance refused the login (%1): check the user name, key or password.": "实例拒绝了登录（%1）：请检查用户名、密钥或密码。",
    "rsync is not installed on the instance: install it (apt install rsync) or use the SFTP fallback.":
        "实例上未安装 rsync：请安装（apt install rsync），或改用 SFTP 备用方式。",
    "Cannot reach the instance: %1": "无法访问实例：%1",
    "rsync rejected the request (code %1): %2": "rsync 拒绝了请求（代码 %1）：%2",
    "Cannot use the source or destination folder: %1": "无法使用源文件夹或目标文件夹：%1",
    "rsync could not start on the instance: %1": "rsync 无法在实例上启动：%1",
    "The connection failed during the transfer: %1": "传输过程中连接失败：%1",
    "Reading or writing a file failed (disk full?): %1": "读写文件失败（磁盘已满？）：%1",
    "The connection broke during the transfer (%1). Run the sync again to resume.": "传输过程中连接中断（%1）。再次同步即可继续。",
    "rsync was stopped by a signal. Run the sync again to resume.": "rsync 被信号终止。再次同步即可继续。",
    "Partial transfer: some files or attributes were not transferred (%1). Run the sync again to resume.":
        "部分传输：有些文件或属性未能传输（%1）。再次同步即可继续。",
    "Some source files vanished while they were being transferred. Run the sync again when the data has settled.":
        "部分源文件在传输过程中消失了。请等数据稳定后再次同步。",
    "The transfer timed out: no data moved for too long. Run the sync again to resume.": "传输超时：长时间没有数据传输。再次同步即可继续。",
    "ssh failed: %1": "ssh 失败：%1",
    "rsync failed with exit code %1: %2": "rsync 失败，退出码 %1：%2",
    # SyncJob
    "Another sync of %1 is running; wait for it to finish.": "%1 的另一个同步正在进行，请等待它完成。",
    "Sending %1 to %2…": "正在推送 %1 到 %2…",
    "Fetching %1 into %2…": "正在拉取 %1 到 %2…",
    "Cancelled. Partly sent files are kept, so running the sync again resumes.": "已取消。已部分发送的文件会保留，再次同步即可继续。",
    "No SSH session to verify the remote side with.": "没有可用于校验远程端的 SSH 会话。",
    "Verifying both sides by SHA-256…": "正在用 SHA-256 校验两端…",
    "%n file(s) still differ after re-sending them by checksum.": "按校验和重新发送后，仍有 %n 个文件不一致。",
    "Re-sending %n file(s) that differ…": "正在重新发送 %n 个不一致的文件…",
    "Verified.": "已校验。",
    "Transferred (not verified).": "已传输（未校验）。",
    # SyncView
    "&Delete extra files on the destination": "删除目标端多余的文件(&D)",
    "&Run sync": "开始同步(&R)",
    "&Cancel": "取消(&C)",
    "Push: local → instance": "推送：本地 → 实例",
    "Pull: instance → local": "拉取：实例 → 本地",
    "A folder on this computer": "本机上的文件夹",
    "Relative to the instance's home, e.g. data": "相对于实例主目录，例如 data",
    "Patterns separated by spaces, e.g. *.ckpt __pycache__ .git": "以空格分隔的匹配模式，例如 *.ckpt __pycache__ .git",
    "Removes files on the destination that the source does not have.": "删除目标端有而源端没有的文件。",
    "&Instance:": "实例(&I)：",
    "D&irection:": "方向(&I)：",
    "&Local folder:": "本地文件夹(&L)：",
    "Re&mote folder:": "远程文件夹(&M)：",
    "E&xclude:": "排除(&X)：",
    # "No running instance." must stay the start of the longer message (SyncView checks it with startsWith).
    "No running instance. Launch one from the Offers tab to sync files with it.":
        "没有运行中的实例。请在“报价”页启动一个，即可与它同步文件。",
    "No running instance.": "没有运行中的实例。",
    "Choose the local folder": "选择本地文件夹",
    "%1 is not running.": "%1 未在运行。",
    "%1 is not a folder on this computer.": "%1 不是本机上的文件夹。",
    "Cannot reach %1: %2": "无法访问 %1：%2",
    "%1 MB/s": "%1 MB/s",
    "ETA %1": "剩余 %1",
    "%1 of %2 files": "%1 / %2 个文件",
    "%1 sent in %2 s (%3 MB/s)": "%2 秒内发送了 %1（%3 MB/s）",
    "%1 sent in %2 s": "%2 秒内发送了 %1",
    "Verified: %1 files, %2 MB identical on both sides (%3 re-sent)": "已校验：%1 个文件、%2 MB 两端一致（重新发送 %3 个）",
    "%1 extra files on the destination were kept (Delete extra files is off).": "目标端的 %1 个多余文件已保留（未勾选“删除目标端多余的文件”）。",
    "Verified in %1 s.": "校验完成，用时 %1 秒。",
    "Transferred, not verified.": "已传输，未校验。",
    "Cancelled. Partly sent files are kept: run again to resume.": "已取消。已部分发送的文件会保留：再次运行即可继续。",
    "Not verified: %1": "未通过校验：%1",
    "Stopped after %1 s.": "已在 %1 秒后停止。",
    "Missing on the destination: %1": "目标端缺失：%1",
    "Different content: %1": "内容不同：%1",
    "Extra on the destination: %1": "目标端多余：%1",
    # LocalManifestBuilder
    "Cannot read %1": "无法读取 %1",
    # LocalTransferSide and SftpTransferSide ("Cannot %1 %2: %3. %4" and "… while trying to %1 %2" take the
    # actions below as %1 and the path as %2, so each action reads as a verb phrase placed right before the path)
    "read": "读取",
    "write": "写入",
    "list": "列出",
    "create the folder": "创建文件夹",
    "create the symlink": "创建符号链接",
    "remove": "删除",
    "set the mode and time of": "设置权限和修改时间",
    "rename %1 to": "将 %1 重命名为",
    "Cannot %1 %2: %3. %4": "无法%1 %2：%3。%4",
    "Check the folder's permissions or choose another folder.": "请检查文件夹的权限，或选择其他文件夹。",
    "Free some disk space, then run the transfer again to resume.": "请释放一些磁盘空间，然后再次传输即可继续。",
    "Check the path.": "请检查路径。",
    "The connection was lost while trying to %1 %2 (%3). Run the transfer again to resume.":
        "尝试%1 %2 时连接中断（%3）。再次传输即可继续。",
    "no such file or folder": "文件或文件夹不存在",
    "Check the path (a relative path starts in the login's home folder).": "请检查路径（相对路径从登录用户的主目录算起）。",
    "permission denied": "权限不足",
    "Check the permissions on the instance, or choose a folder the login user owns.":
        "请检查实例上的权限，或选择登录用户拥有的文件夹。",
    "the server reported a failure": "服务器报告操作失败",
    "The disk may be full (run df -h on the instance), or something else is in the way.":
        "磁盘可能已满（请在实例上运行 df -h），或该路径已被其他内容占用。",
    "the SFTP server does not support this": "SFTP 服务器不支持此操作",
    "Cannot create the folder %1 on %2: %3 is not a folder and cannot be made one (%4). Check the remote path.":
        "无法在 %2 上创建文件夹 %1：%3 不是文件夹，也无法创建为文件夹（%4）。请检查远程路径。",
    # PullBeforeDestroy
    "Checking whether the results of %1 were pulled back…": "正在检查 %1 的结果是否已取回…",
    "Results on %1 are not safely back on this computer:": "%1 上的结果尚未安全取回到本机：",
    "Pull and verify them now, then destroy? Destroying deletes the instance's disk for good.":
        "现在拉取并校验这些结果，然后再销毁？销毁会永久删除该实例的磁盘。",
    "Pull results before destroying": "销毁前拉取结果",
    "Pull, verify, then destroy": "拉取并校验后销毁",
    "Destroy anyway": "仍然销毁",
    "Results of %1 pulled and verified; destroying it.": "%1 的结果已拉取并校验，正在销毁该实例。",
    "Not destroyed": "未销毁",
    "%1 was not destroyed: pulling %2 did not end verified. See the Sync tab, fix it and try again.":
        "%1 未销毁：拉取 %2 未能通过校验。请查看“同步”页，解决问题后重试。",
    "%1 was not destroyed: the pull of %2 could not start (another sync is running?).":
        "%1 未销毁：无法开始拉取 %2（是否有其他同步正在进行？）。",
    # PulledResultsCheck ("more than %1" is the count %2 in "(%2 changed: %3)")
    "%1 was never pulled back and verified.": "%1 从未拉取回本机并校验。",
    "%1 was pulled and verified on %2, but the instance cannot be asked whether files changed since.":
        "%1 已于 %2 拉取并校验，但无法向实例确认此后文件是否有变化。",
    "Whether %1 changed since the last verified pull could not be checked (exit status %2).":
        "无法检查 %1 在上次校验通过的拉取之后是否有变化（退出状态 %2）。",
    "more than %1": "超过 %1",
    "%1 has changed since the last verified pull (%2 changed: %3).":
        "%1 在上次校验通过的拉取之后已有变化（%2 个文件有变化：%3）。",
    # SftpTransferJob
    "%1 has no SFTP server (the sftp subsystem was refused: %2): install openssh-sftp-server or rsync on it.":
        "%1 没有 SFTP 服务器（sftp 子系统被拒绝：%2）：请在其上安装 openssh-sftp-server 或 rsync。",
    "The SFTP server of %1 did not start (%2): install openssh-sftp-server or rsync on it.":
        "%1 的 SFTP 服务器未能启动（%2）：请在其上安装 openssh-sftp-server 或 rsync。",
    "Cancelled. Run the transfer again to resume: partly sent files wait in %1 folders.":
        "已取消。再次传输即可继续：已部分发送的文件保存在 %1 文件夹中。",
    # SftpTransferWorker
    "%1 is not a folder: give the folder whose contents should be sent.": "%1 不是文件夹：请指定要发送其内容的文件夹。",
    "Nothing was deleted on %1 because a source folder could not be read.": "由于有源文件夹无法读取，%1 上没有删除任何内容。",
    "%1 is not in %2; it was not sent.": "%1 不在 %2 中，未发送。",
    "%1 got shorter while it was being sent. Run the transfer again.": "%1 在发送过程中变短了。请再次传输。",
    "%1 got shorter while it was read.": "%1 在读取过程中变短了。",
    "Cancelled after %1 of %2. Run the transfer again to resume: partly sent files wait in %3 folders.":
        "已在传输 %1 / %2 后取消。再次传输即可继续：已部分发送的文件保存在 %3 文件夹中。",
    "%n more problem(s); the log lists them all.": "另有 %n 个问题；日志中列出了全部问题。",
    # SyncHistory (saved syncs and run history in the ledger)
    "The ledger is not open, so saved syncs and their history are off.": "账本未打开，已保存的同步及其历史记录不可用。",
    "A saved sync needs an instance, a local folder and a remote folder.": "保存同步需要指定实例、本地文件夹和远程文件夹。",
    "Cannot save the sync %1 in the ledger %2.": "无法将同步 %1 保存到账本 %2。",
    "The sync %1 is already saved.": "同步 %1 已保存过。",
    "The saved sync %1 no longer exists.": "已保存的同步 %1 已不存在。",
    "Cannot remove a saved sync from the ledger %1.": "无法从账本 %1 中删除已保存的同步。",
    "That saved sync no longer exists.": "该已保存的同步已不存在。",
    "Cannot record the sync with %1 in the ledger %2.": "无法在账本 %2 中记录与 %1 的同步。",
    # SyncJob (SFTP fallback, resume after a dropped connection)
    "rsync is not available (%1) Sending over SFTP instead…": "rsync 不可用（%1），改用 SFTP 传输…",
    "Connection is back: resuming the transfer…": "连接已恢复：正在继续传输…",
    "The connection to the instance dropped. Resuming by itself when it answers again (attempt %1)…":
        "与实例的连接已中断。实例恢复响应后将自动继续（第 %1 次尝试）…",
    # SyncPair (display name of a saved sync)
    "pull %1 → %2": "拉取 %1 → %2",
    "push %1 → %2": "推送 %1 → %2",
    # SyncPairList
    "&Save pair": "保存同步对(&S)",
    "Remo&ve": "移除(&V)",
    "No saved syncs for this instance. Fill in the form and press Save pair to keep it.":
        "该实例还没有已保存的同步。填写表单后点击“保存同步对”即可保存。",
    "Keeps the folders and options of the form for this instance.": "为该实例保存表单中的文件夹和选项。",
    "Forgets the selected pair; its past runs stay in the history.": "移除所选同步对；它以往的运行记录仍保留在历史记录中。",
    # SyncPairModel and SyncRunModel (tooltips)
    "Local folder: %1": "本地文件夹：%1",
    "Remote folder: %1": "远程文件夹：%1",
    "Exclude: %1": "排除：%1",
    "Deletes extra files on the destination": "删除目标端多余的文件",
    # SyncRunModel (run history)
    "verified": "已校验",
    "not verified": "未校验",
    ("RentDeck::SyncRunModel", "failed"): "失败",
    "failed: %1": "失败：%1",
    "%1 s": "%1 秒",
    "pull": "拉取",
    "push": "推送",
    "pull (SFTP)": "拉取（SFTP）",
    "push (SFTP)": "推送（SFTP）",
    "%1 ← %2": "%1 ← %2",
    "%1 → %2": "%1 → %2",
    "%1 missing, %2 different, %3 extra on the destination": "目标端缺失 %1 个、内容不同 %2 个、多余 %3 个",
    "Transport: %1": "传输方式：%1",
    "Started": "开始时间",
    "Direction": "方向",
    "Local ↔ Remote": "本地 ↔ 远程",
    "Bytes": "数据量",
    "Files": "文件数",
    "Duration": "用时",
    "Result": "结果",
    # SyncView (group boxes)
    "Saved pairs": "已保存的同步对",
    ("RentDeck::SyncView", "Sync"): "同步",
    "History": "历史记录",
    # GuardDialog and the Instances view's Guard button
    "&Guard…": "守护(&G)…",
    "Set a budget, a lifetime limit or an idle rule, and what to do when it is reached":
        "设置预算、最长运行时间或空闲规则，以及达到时要执行的操作",
    "Guard saved for %1.": "已保存 %1 的守护。",
    "Guard of %1 removed.": "已移除 %1 的守护。",
    "all GPUs below": "所有 GPU 利用率低于",
    "&Keep a watchdog on the instance (acts even when RentDeck is closed)":
        "在实例上保留看门狗(&K)（RentDeck 关闭时也会执行）",
    "&Remove guard": "移除守护(&R)",
    "Guard of %1": "%1 的守护",
    ("RentDeck::GuardDialog", "none"): "无",
    "this instance costs %1 per hour": "本实例每小时 %1",
    "no limit": "不限",
    "Warn only": "仅提醒",
    "Stop the instance": "停止实例",
    "Destroy the instance": "销毁实例",
    " s": " 秒",
    "A small script on the instance powers it off at the deadline or when idle, even while RentDeck or this computer is off. It stores no credentials of your account.":
        "实例上的一个小脚本会在到期或空闲时关机，即使 RentDeck 或本机已关闭也会执行。它不保存您账户的任何凭据。",
    "hours after launch": "小时（自启动起）",
    "before acting, with a notification that can cancel it": "后执行，期间会发出可取消的通知",
    "&Guard for:": "守护范围(&G)：",
    "Max &lifetime:": "最长运行时间(&L)：",
    "&Idle:": "空闲(&I)：",
    "&Action:": "操作(&A)：",
    "C&ountdown:": "倒计时(&O)：",
    "This instance (%1)": "此实例（%1）",
    'All instances of project "%1"': "项目“%1”的所有实例",
    "This instance has no project tag, so only its own guard can be set.": "此实例没有项目标签，只能设置它自己的守护。",
    "utilization for": "持续",
    "An open terminal or a running sync counts as busy.": "打开的终端或正在进行的同步视为忙碌。",
    "Each instance of \"%1\" gets these limits on its own (not a shared budget); an instance's own guard wins.":
        "“%1”的每个实例各自适用这些限制（不是共享预算）；实例自己的守护优先。",
    ("RentDeck::GuardDialog", "Saved %1."): "保存于 %1。",
    "No guard is set for this project yet.": "此项目尚未设置守护。",
    "This instance has its own guard, saved %1.": "此实例有自己的守护，保存于 %1。",
    "The guard of project \"%1\" applies now. Saving here gives this instance its own guard, which wins.":
        "目前适用项目“%1”的守护。在此保存会为此实例设置自己的守护，并优先于项目守护。",
    "No guard is set for this instance yet.": "此实例尚未设置守护。",
    "%1 cannot stop instances.": "%1 无法停止实例。",
    "Notifies you at 80% and at the limit; never stops or destroys anything.":
        "在达到 80% 和上限时通知您；绝不停止或销毁任何东西。",
    "Stops the instance at the limit or when idle; you can resume it later.": "达到上限或空闲时停止实例；之后可以恢复。",
    "Destroys the instance and its disk at the limit or when idle; data not pulled back is lost.":
        "达到上限或空闲时销毁实例及其磁盘；未拉回的数据将丢失。",
    "Still billed after stop: %1": "停止后仍计费：%1",
    "The budget must be an amount above zero, such as 25 or 12.50; leave it empty for none.":
        "预算必须是大于零的金额，例如 25 或 12.50；留空表示不设预算。",
    "The lifetime must be a number of hours above zero, such as 12 or 1.5; leave it empty for no limit.":
        "运行时间必须是大于零的小时数，例如 12 或 1.5；留空表示不限。",
    "The idle rule needs a utilization from 1% to 100% and at least one minute.":
        "空闲规则需要 1% 到 100% 的利用率，且至少一分钟。",
    "%1 cannot stop instances; choose Warn only or Destroy.": "%1 无法停止实例；请选择“仅提醒”或“销毁实例”。",
    "Set a budget, a lifetime or an idle rule for the guard to watch.": "请设置预算、最长运行时间或空闲规则供守护监视。",
    # GuardEvaluator (durations and findings)
    "%1 min": "%1 分钟",
    "%1 h": "%1 小时",
    "%1 h %2 min": "%1 小时 %2 分钟",
    "%1 d": "%1 天",
    "%1 d %2 h": "%1 天 %2 小时",
    "budget %1 reached: %2 spent": "已达到预算 %1：已花费 %2",
    "budget %1: %2 spent (%3%)": "预算 %1：已花费 %2（%3%）",
    "lifetime %1 reached: launched %2 ago": "已达到最长运行时间 %1：已启动 %2",
    "lifetime %1: launched %2 ago (%3%)": "最长运行时间 %1：已启动 %2（%3%）",
    "idle: all GPUs below %1% for %2": "空闲：所有 GPU 利用率低于 %1% 已持续 %2",
    # GuardMonitor (%1 is the action's fixed name: warn, stop or destroy)
    "%1 in %2: %3": "%2后执行 %1：%3",
    "kept running; no new countdown for %1 unless this clears: %2": "已保持运行；除非此情况解除，否则 %1 内不再倒计时：%2",
    # GuardService
    "%1 is close to its limit": "%1 即将达到上限",
    "%1 reached its limit": "%1 已达到上限",
    "%1 stopped by its guard": "%1 已被其守护停止",
    "%1 destroyed by its guard": "%1 已被其守护销毁",
    "Watchdog on %1": "%1 上的看门狗",
    "The guard now holds even when RentDeck is closed.": "现在即使 RentDeck 关闭，守护也会继续生效。",
    "The watchdog of %1 acted": "%1 的看门狗已执行操作",
    "%1 at %2 (%3), while RentDeck was closed.": "%1：%2（%3），当时 RentDeck 未在运行。",
    # GuardStore
    "The ledger is not open, so guards cannot be saved or read.": "账本未打开，无法保存或读取守护。",
    "A guard needs an instance or a project.": "守护需要指定实例或项目。",
    "A guard's budget must be more than zero.": "守护的预算必须大于零。",
    "A guard's lifetime must be more than zero.": "守护的最长运行时间必须大于零。",
    "An idle rule needs a utilization above 0% and at most 100%, and at least one minute.":
        "空闲规则需要大于 0% 且不超过 100% 的利用率，且至少一分钟。",
    "A guard's countdown cannot be negative.": "守护的倒计时不能为负数。",
    "Cannot save the guard of %1.": "无法保存 %1 的守护。",
    "Cannot remove the guard of %1.": "无法移除 %1 的守护。",
    "%1 has no guard.": "%1 没有守护。",
    "Cannot read the guards.": "无法读取守护。",
    "Cannot record what the guard of %1 did.": "无法记录 %1 的守护执行的操作。",
    "Cannot read what the guard of %1 did.": "无法读取 %1 的守护执行的操作。",
    # InstanceManager
    "no longer listed by the provider": "服务商已不再列出该实例",
    # InstanceOverview
    "Show the charts of %1": "显示 %1 的图表",
    "GPU %1%": "GPU %1%",
    "%1/h · %2 so far": "%1/小时 · 已花费 %2",
    "/h": "/小时",
    "Spend rate of everything running: %1": "所有运行中实例的花费速率：%1",
    # MainWindow (guard countdown)
    "Monitor": "监控",
    ("RentDeck::MainWindow", "destroyed"): "销毁",
    ("RentDeck::MainWindow", "stopped"): "停止",
    "%1 will be %2 in %n second(s): %3": ["%1 将在 %n 秒后被%2：%3"],
    "Keep running": "保持运行",
    "Let it happen": "继续执行",
    # MetricArchive
    "The ledger is not open, so metric history is kept in memory only.": "账本未打开，指标历史仅保存在内存中。",
    "Cannot save the metric history of %1.": "无法保存 %1 的指标历史。",
    "Cannot save the gaps of %1.": "无法保存 %1 的数据空缺。",
    "Cannot read the metric history of %1.": "无法读取 %1 的指标历史。",
    "Cannot read the metric history.": "无法读取指标历史。",
    "Cannot prune the metric history.": "无法清理指标历史。",
    # MetricStream
    "Stopped.": "已停止。",
    "The SSH session is gone.": "SSH 会话已断开。",
    "Waiting for the SSH connection to %1…": "正在等待与 %1 的 SSH 连接…",
    "Starting the metrics stream on %1…": "正在 %1 上启动指标流…",
    "%1 Restarting in %2 s.": "%1 将在 %2 秒后重启。",
    "Streaming host metrics only (no working nvidia-smi on the instance).": "仅传输主机指标（实例上没有可用的 nvidia-smi）。",
    "Streaming.": "正在传输。",
    "The metrics command ended (exit status %1).": "指标命令已结束（退出状态 %1）。",
    "The metrics command ended (exit status %1): %2": "指标命令已结束（退出状态 %1）：%2",
    "No metrics for %1 s (is nvidia-smi hanging?).": "%1 秒内没有指标（nvidia-smi 是否卡住了？）。",
    # MonitorView
    "GPU utilization": "GPU 利用率",
    "%": "%",
    "GPU memory used": "GPU 显存占用",
    "GiB": "GiB",
    "GPU temperature": "GPU 温度",
    "°C": "°C",
    "GPU power": "GPU 功耗",
    "W": "W",
    "Host CPU": "主机 CPU",
    "Host RAM used": "主机内存占用",
    "Cost": "费用",
    "5 min": "5 分钟",
    "1 h": "1 小时",
    "24 h": "24 小时",
    "All": "全部",
    "%1 (history)": "%1（历史）",
    "Host": "主机",
    "GPU %1": "GPU %1",
    "no instance": "无实例",
    "waiting for samples…": "正在等待采样…",
    "No cost recorded for this instance.": "此实例没有费用记录。",
    "Total": "合计",
    "Storage": "存储",
    "Budget": "预算",
    "<b>%1</b> so far (GPU %2, storage %3), at %4/h quoted at launch.":
        "已花费 <b>%1</b>（GPU %2，存储 %3），启动时报价为 %4/小时。",
    "Rounding: %1 billed for time not used (%2).": "计费取整：有 %1 未使用的时间也被计费（%2）。",
    "Spending %1/h now.": "当前花费 %1/小时。",
    "Budget %1 reached.": "已达到预算 %1。",
    "Budget %1 reached at %2 at this rate.": "按当前速率，将在 %2 达到预算 %1。",
    "Budget %1.": "预算 %1。",
    "%1 by the end of its lifetime (%2).": "到最长运行时间结束时（%2）将花费 %1。",
    "No guard: set a budget or an idle rule with Guard… in the Instances tab.":
        "未设置守护：请在“实例”标签页中用“守护…”设置预算或空闲规则。",
    "No instance yet. Launch one from the Offers tab; its GPUs show up here.":
        "还没有实例。请在“报价”标签页中启动一个；它的 GPU 会显示在这里。",
    "Live, one sample a second.": "实时，每秒采样一次。",
    "Starting the metric stream…": "正在启动指标流…",
    "Waiting for the connection; the gap will show in the charts.": "正在等待连接；中断的时段会在图表中显示为空缺。",
    "The metric stream stopped; restarting it…": "指标流已停止，正在重启…",
    "Not running: showing the recorded history.": "未在运行：显示已记录的历史。",
    # TimeSeriesChart tooltip: name, value, unit, time
    "%1: %2 %3 at %4": "%1：%2 %3（%4）",
    # WatchdogConfig
    "The watchdog needs a deadline or an idle rule.": "看门狗需要截止时间或空闲规则。",
    "The idle threshold is a GPU utilization from 0 to 100 %.": "空闲阈值是 0 到 100 % 之间的 GPU 利用率。",
    "The idle time cannot be negative.": "空闲时间不能为负数。",
    "The watchdog's check interval and retry time must be at least one second.": "看门狗的检查间隔和重试时间必须至少为一秒。",
    'A power-off command must be one non-empty line: "%1".': "关机命令必须是非空的单行内容：“%1”。",
    # WatchdogInstaller (the lower-case steps fill "The watchdog could not %1 on the instance")
    "The watchdog script %1 is not built in: %2": "看门狗脚本 %1 未内置：%2",
    "There is no SSH session to the instance.": "没有到该实例的 SSH 会话。",
    "The watchdog could not %1 on the instance (exit status %2)%3": "看门狗无法在实例上%1（退出状态 %2）%3",
    "Installing the watchdog took longer than %1 s.": "安装看门狗用时超过 %1 秒。",
    'The watchdog did not report its process id ("%1").': "看门狗没有报告其进程 ID（“%1”）。",
    "Another watchdog (pid %1) replaced the one just started (pid %2).": "另一个看门狗（pid %1）取代了刚启动的看门狗（pid %2）。",
    "Removing the watchdog took too long.": "移除看门狗用时过长。",
    "The watchdog heartbeat took too long.": "看门狗心跳用时过长。",
    "Asking for the watchdog took too long.": "查询看门狗用时过长。",
    "Reading the watchdog log took too long.": "读取看门狗日志用时过长。",
    ("RentDeck::WatchdogInstaller", "write its script"): "写入脚本",
    ("RentDeck::WatchdogInstaller", "start"): "启动",
    ("RentDeck::WatchdogInstaller", "keep running"): "保持运行",
    ("RentDeck::WatchdogInstaller", "stop"): "停止",
    ("RentDeck::WatchdogInstaller", "record the heartbeat"): "记录心跳",
    ("RentDeck::WatchdogInstaller", "report its state"): "报告状态",
    ("RentDeck::WatchdogInstaller", "read its log"): "读取日志",
    # main
    "Open on TAB: offers, instances, forwards, checks, sync or monitor.":
        "启动时打开标签页 TAB：offers、instances、forwards、checks、sync 或 monitor。",
    # Accounts dialog and account store (Settings › Accounts)
    "Could not save the account list %1: %2": "无法保存账户列表 %1：%2",
    "No accounts yet — the sandbox works without one; add a Vast.ai, RunPod, Lambda or AutoDL key to see their offers.":
        "还没有账户 —— 沙盒无需账户即可使用；添加 Vast.ai、RunPod、Lambda 或 AutoDL 的密钥即可查看它们的报价。",
    "&Test": "测试(&T)",
    "&Remove": "移除(&R)",
    "Accounts": "账户",
    "Key": "密钥",
    "Label": "标签",
    "Paste the API key": "粘贴 API 密钥",
    "Optional, e.g. work": "可选，例如“工作”",
    "API &key:": "API 密钥(&K)：",
    "from environment (%1)": "来自环境变量（%1）",
    "key in keychain": "密钥在钥匙串中",
    "key kept for this session": "密钥仅保留到本次会话结束",
    "key in keychain, but unreadable": "密钥在钥匙串中，但无法读取",
    "not set up": "未设置",
    "No keychain is available, so keys cannot be stored. Set RENTDECK_<PROVIDER>_API_KEY in the environment instead.":
        "没有可用的钥匙串，无法存储密钥。请改为在环境变量中设置 RENTDECK_<PROVIDER>_API_KEY。",
    "No system keychain (Secret Service) is available: keys added here are kept for this session only. To keep a key across restarts, set RENTDECK_<PROVIDER>_API_KEY.":
        "没有可用的系统钥匙串（Secret Service）：在此添加的密钥只保留到本次会话结束。如需在重启后保留密钥，请设置 RENTDECK_<PROVIDER>_API_KEY。",
    "%1 key": "%1 密钥",
    "&Change": "更改(&C)",
    "Type a key to test it.": "输入密钥后即可测试。",
    "Asks %1 whether it accepts the key.": "向 %1 询问是否接受该密钥。",
    "✓ %1": "✓ %1",
    "✗ %1": "✗ %1",
    "Saving…": "正在保存…",
    "The key could not be saved in the keychain: %1": "无法将密钥保存到钥匙串：%1",
    "Saved. %1 is set and is used instead while it is.": "已保存。环境变量 %1 已设置，只要它存在，就优先使用它。",
    "Saved. Offers are being fetched with the new key.": "已保存。正在用新密钥获取报价。",
    "Remove account": "移除账户",
    "Remove the %1 key from the keychain and the account from RentDeck? Running instances keep running and keep costing; RentDeck can no longer see them.":
        "从钥匙串中移除 %1 密钥，并从 RentDeck 中移除该账户？运行中的实例会继续运行并继续计费，但 RentDeck 将无法再看到它们。",
    "The key could not be removed from the keychain: %1": "无法从钥匙串中移除密钥：%1",
    "Removed.": "已移除。",
    "The stored key could not be read: %1": "无法读取已存储的密钥：%1",
    "it is empty": "密钥为空",
    "Asking %1…": "正在询问 %1…",
    "%1 accepted the key.": "%1 接受了该密钥。",
    # CredentialTester
    "%1 could not be set up for the check.": "无法准备 %1 来检查密钥。",
    # InstanceManager (accounts)
    "The API key of the %1 account could not be read from the keychain: %2. Add it again in Settings › Accounts, or set %3.":
        "无法从钥匙串读取 %1 账户的 API 密钥：%2。请在“设置 › 账户”中重新添加，或设置 %3。",
    # MainWindow (settings menu)
    "&Settings": "设置(&S)",
    "&Accounts…": "账户(&A)…",
    # ApiJob (HTTP errors shared by the provider adapters)
    "No network access for %1.": "没有网络连接，无法访问 %1。",
    "%1 at byte %2": "%1（第 %2 字节）",
    '%1 answered with malformed JSON (%2: "%3").': "%1 返回了格式错误的 JSON（%2：“%3”）。",
    "%1 refused the request: %2": "%1 拒绝了请求：%2",
    "no reason given": "未说明原因",
    "API key rejected by %1: check it in Settings › Accounts.": "%1 拒绝了 API 密钥：请在“设置 › 账户”中检查。",
    "%1 says the account balance is too low: add credit there and try again.": "%1 提示账户余额不足：请在该平台充值后重试。",
    "%1: this offer was just taken, pick another.": "%1：此报价刚被别人租走，请另选一个。",
    "%1 has nothing at %2: it may have been removed.": "%1 在 %2 处没有内容：它可能已被删除。",
    "%1 is rate limiting RentDeck: wait a minute and try again.": "%1 正在限制 RentDeck 的请求频率：请等一分钟后重试。",
    "%1 is having trouble (HTTP %2): try again later.": "%1 出现故障（HTTP %2）：请稍后重试。",
    "%1 rejected the request (HTTP %2).": "%1 拒绝了请求（HTTP %2）。",
    "%1 did not answer within %2 s: check your connection or try again later.": "%1 在 %2 秒内没有响应：请检查网络连接或稍后重试。",
    "Secure connection to %1 failed (%2): RentDeck only talks to servers with a valid certificate.":
        "与 %1 的安全连接失败（%2）：RentDeck 只与持有有效证书的服务器通信。",
    "Could not find %1 (%2): check your connection.": "找不到 %1（%2）：请检查网络连接。",
    "Could not reach %1: %2.": "无法访问 %1：%2。",
    # Provider and InstancesView (restart)
    "%1 cannot restart instance %2 in place; stop and resume it.": "%1 无法原地重启实例 %2；请先停止再恢复它。",
    "Res&tart": "重启(&T)",
    "Reboot the instance in place; it keeps its disk and keeps billing": "原地重启实例；磁盘保留，继续计费",
    "Restart failed": "重启失败",
    "Restarting %1…": "正在重启 %1…",
    "%1 cannot stop and resume instances: %2": "%1 不支持停止和恢复实例：%2",
    # LaunchDialog (what a stop means at this provider)
    "%1 cannot stop an instance: it bills until you destroy it.": "%1 无法停止实例：在你销毁它之前会一直计费。",
    "Stop: %1": "停止：%1",
    "After a stop: %1": "停止后：%1",
    "%1's default image": "%1 的默认镜像",
    # SshKeyGenerator (missing public key)
    "The public half of RentDeck's SSH key is missing (%1): %2. Delete %3 and RentDeck makes a new pair; instances launched with the old key need it added again.":
        "RentDeck 的 SSH 密钥缺少公钥部分（%1）：%2。请删除 %3，RentDeck 会生成一对新密钥；用旧密钥启动的实例需要重新添加新公钥。",
    # MonitorView (cost chart)
    "Projection": "预计",
    # Offers table (OfferModel)
    "spot": "竞价",
    "on-demand": "按需",
    "%1 %": "%1 %",
    "Stale: fetched %1; the last refresh of %2 failed: %3": "已过时：获取于 %1；最近一次刷新 %2 失败：%3",
    "Stale: fetched %1, more than %n minute(s) ago; it may be gone. Press Refresh.":
        "已过时：获取于 %1，已超过 %n 分钟；它可能已不存在。请点击“刷新”。",
    "%1 as priced by %2; converted at %3.": "%2 的标价为 %1；按 %3 换算。",
    "Whole offer: %1 CPU cores, %2 RAM for %n GPU(s)": "整个报价：%n 块 GPU 共 %1 个 CPU 核、%2 内存",
    "Spot": "竞价",
    "CPU / GPU": "单卡 CPU",
    "RAM / GPU": "单卡内存",
    "Reliability": "可靠性",
    "Interconnect": "互连",
    # Offer filters (OfferFilterBar)
    "Exact number of GPUs in the offer.": "报价中 GPU 的确切数量。",
    "Highest price per hour for the whole offer, in the currency prices are shown in.": "整个报价每小时的最高价格，以当前显示价格的币种计。",
    "More filters": "更多筛选",
    "Currency prices are shown and sorted in; the original price stays in brackets.": "用于显示和排序价格的币种；原始价格显示在括号中。",
    "G&PUs:": "GPU 数(&P)：",
    "Prices &in:": "价格币种(&I)：",
    "Spot only": "仅竞价",
    "On-demand only": "仅按需",
    "e.g. us, cn-east": "例如 us、cn-east",
    " %": " %",
    "Offers whose provider states no reliability are kept.": "服务商未标明可靠性的报价会保留。",
    "The host driver must support at least this CUDA version; unknown ones are kept.": "主机驱动须至少支持此 CUDA 版本；驱动版本未知的报价会保留。",
    "&Clear filters": "清除筛选(&C)",
    "&Spot:": "竞价(&S)：",
    "&Region:": "地区(&R)：",
    "Min re&liability:": "最低可靠性(&L)：",
    "Min C&UDA:": "最低 CUDA(&U)：",
    # Offer sources bar (per-provider status and exchange rate)
    "Prices in other currencies are converted at this rate. Click to change it.": "其他币种的价格按此汇率换算。点击可修改。",
    '%1 · <a href="rate">change…</a>': '%1 · <a href="rate">修改…</a>',
    "just now": "刚刚",
    "%n min ago": "%n 分钟前",
    "%n h ago": "%n 小时前",
    "%1: loading…": "%1：正在加载…",
    "%1: %n offer(s)": "%1：%n 个报价",
    "%1: error — %2": "%1：出错 — %2",
    " · %1": " · %1",
    " · stale": " · 已过时",
    "Offers fetched %1.": "报价获取于 %1。",
    "Stale: shown greyed in the table; they may be gone. Press Refresh to fetch them again.":
        "已过时：在表格中以灰色显示，这些报价可能已不存在。请点击“刷新”重新获取。",
    # Currency display and exchange-rate dialog
    "1 USD = %1 CNY (default rate)": "1 USD = %1 CNY（默认汇率）",
    "1 USD = %1 CNY (set %2)": "1 USD = %1 CNY（设置于 %2）",
    "Exchange rate": "汇率",
    "1 USD = ": "1 USD = ",
    " CNY": " CNY",
    "RentDeck does not fetch rates: it converts USD and CNY prices at the rate you enter here, to show and sort offers in one currency. Providers still bill in their own currency.":
        "RentDeck 不会自动获取汇率：它按你在此输入的汇率换算 USD 和 CNY 价格，以便用同一币种显示和排序报价。服务商仍按各自的币种计费。",
    "never (built-in default)": "从未设置（内置默认值）",
    "&Rate:": "汇率(&R)：",
    "Last set:": "上次设置：",
    # AddSshHostDialog (AutoDL list prices)
    "Type the price above": "在上方输入价格",
    "%1 (%2 GB): typically %3/h per GPU": "%1（%2 GB）：通常每卡 %3/小时",
    " GPU(s)": " 块 GPU",
    "%1 &list price:": "%1 标价(&L)：",
    "%1 cannot add %2 as an SSH host; use Add SSH host.": "%1 无法把 %2 添加为 SSH 主机；请使用“添加 SSH 主机”。",
    # AutoDL adapter (关机 = power off, 释放 = release)
    "AutoDL answered in an unexpected shape (%1); its API may have changed. Try again later or use the console.":
        "AutoDL 返回的数据结构不符合预期（%1）；其 API 可能已更改。请稍后重试，或改用控制台。",
    "%1 says the account balance is too low: top it up in the AutoDL console and try again (%2).":
        "%1 提示账户余额不足：请在 AutoDL 控制台充值后重试（%2）。",
    "%1: this offer was just taken, pick another (%2).": "%1：此报价刚被别人租走，请另选一个（%2）。",
    "%1 does not know this instance any more (%2): it may have been released.": "%1 上已找不到此实例（%2）：它可能已被释放。",
    "no JSON object": "不是 JSON 对象",
    'no "code" in the answer': '应答中没有 "code"',
    "gpu_stock data is not a list": "gpu_stock 的 data 不是列表",
    "%1 free of %2 in %3; typical list price, the AutoDL console price wins":
        "%3：%2 块中空闲 %1 块；此为典型标价，以 AutoDL 控制台价格为准",
    "pro/create gave no instance_uuid": "pro/create 没有返回 instance_uuid",
    "AutoDL gave no status": "AutoDL 未返回状态",
    "pro/list data is not a list": "pro/list 的 data 不是列表",
    "pro/snapshot data is not an object": "pro/snapshot 的 data 不是对象",
    "pro/status gave no status": "pro/status 没有返回状态",
    "AutoDL can expand the system disk by 0 to %1 GB, not %2 GB.": "AutoDL 只能将系统盘扩容 0 到 %1 GB，不能扩容 %2 GB。",
    'The AutoDL price list is not readable (%1): expected an object with a "gpus" array.':
        'AutoDL 价目表无法读取（%1）：应为包含 "gpus" 数组的对象。',
    "wrong shape": "结构错误",
    "The AutoDL price list has an entry without a model or a typical_price (entry %1).":
        "AutoDL 价目表中有条目缺少 model 或 typical_price（条目 %1）。",
    "AutoDL bills pay-as-you-go by the hour, in yuan (CNY). Powering off (关机) stops compute billing and keeps the disk; an instance left powered off for 15 days is released and its data deleted.":
        "AutoDL 按小时按量计费，以人民币（CNY）结算。关机后停止计算计费并保留磁盘；连续关机 15 天的实例会被释放，数据随之删除。",
    "%1: typical list price %2/h per GPU (list checked %3); the AutoDL console price wins.":
        "%1：典型标价为每卡 %2/小时（价目表核对于 %3）；以 AutoDL 控制台价格为准。",
    "running; AutoDL has not shown the SSH login yet": "运行中；AutoDL 尚未给出 SSH 登录信息",
    "running; SSH details unavailable: %1": "运行中；无法获取 SSH 信息：%1",
    '"%1" is not an AutoDL offer id (REGION/GPU_SPEC/COUNT, 1 to %2 GPUs): pick one from rentdeck-cli offers --provider autodl.':
        "“%1”不是 AutoDL 报价 ID（格式为 REGION/GPU_SPEC/COUNT，1 到 %2 块 GPU）：请从 rentdeck-cli offers --provider autodl 中选择一个。",
    "AutoDL: this offer was just taken, pick another (%1 has fewer than %n free GPU(s) of that kind now).":
        "AutoDL：此报价刚被别人租走，请另选一个（%1 现在空闲的该型号 GPU 已不足 %n 块）。",
    "creating a Pro instance with %n× %1 in %2": "正在 %2 创建 %n× %1 的 Pro 实例",
    'AutoDL did not power off %1 in time (status "%2"), so it was not released. Try destroy again in a minute.':
        "AutoDL 未能及时将 %1 关机（状态“%2”），因此没有释放它。请过一分钟再次销毁。",
    "powering %1 off first (AutoDL releases only powered-off instances)": "正在先将 %1 关机（AutoDL 只能释放已关机的实例）",
    "released %1; its disk is deleted": "已释放 %1；其磁盘已删除",
    # Lambda Cloud adapter (Lambda's own "terminate" is 终止; RentDeck's "destroy" stays 销毁)
    "%1 says the account is inactive: reactivate it in Lambda's dashboard, or use another account in Settings › Accounts.":
        "%1 提示账户未激活：请在 Lambda 控制台中重新激活，或在“设置 › 账户”中改用其他账户。",
    "%1: this offer was just taken, pick another (no capacity left).": "%1：此报价刚被别人租走，请另选一个（已无可用容量）。",
    "%1: this offer was just taken, pick another (no capacity left in %2).": "%1：此报价刚被别人租走，请另选一个（%2 已无可用容量）。",
    "%1: the account's instance quota is used up: terminate an instance or ask Lambda support to raise the quota.":
        "%1：账户的实例配额已用完：请终止一个实例，或请 Lambda 支持人员提高配额。",
    "%1 says the account's billing address is invalid: correct it in Lambda's dashboard, then launch again.":
        "%1 提示账户的账单地址无效：请在 Lambda 控制台中更正，然后重新启动。",
    "%1 does not know it: %2": "%1 找不到该对象：%2",
    "%1 has no instance %2: it may have been terminated already.": "%1 上没有实例 %2：它可能已被终止。",
    "%1: the file system is in another region than the instance: pick an offer in the file system's region.":
        "%1：文件系统与实例不在同一地区：请选择文件系统所在地区的报价。",
    "%1 already has one with that name (%2): pick another name.": "%1 上已存在同名对象（%2）：请换一个名称。",
    "%1 rejected the request as invalid (%2): this is a RentDeck bug or an API change; please report it.":
        "%1 认为请求无效并拒绝了它（%2）：这是 RentDeck 的缺陷或 API 发生了变化；请报告此问题。",
    "%1's upstream provider is unavailable (%2): try again shortly.": "%1 的上游服务商不可用（%2）：请稍后重试。",
    "the instance_type is not an object": "instance_type 不是对象",
    "an instance_type has no name": "某个 instance_type 没有名称",
    "instance type %1 has no valid price_cents_per_hour": "实例类型 %1 没有有效的 price_cents_per_hour",
    "instance type %1 names no GPU count": "实例类型 %1 未注明 GPU 数量",
    # "Lambda Cloud sent %1 …" takes the nouns below as %1
    "Lambda Cloud sent %1 that is not JSON (%2 at byte %3): try again; if it persists, Lambda's API may have changed.":
        "Lambda Cloud 发来的%1不是 JSON（第 %3 字节：%2）：请重试；如果问题持续，可能是 Lambda 的 API 已更改。",
    'Lambda Cloud sent %1 without its "data" envelope: RentDeck cannot read it; Lambda\'s API may have changed.':
        'Lambda Cloud 发来的%1缺少 "data" 外层：RentDeck 无法读取；Lambda 的 API 可能已更改。',
    "an instance-type list": "实例类型列表",
    "Lambda Cloud sent the instance types as %1 instead of a map by type name: RentDeck cannot read them; Lambda's API may have changed.":
        "Lambda Cloud 发来的实例类型是%1，而不是以类型名为键的映射：RentDeck 无法读取；Lambda 的 API 可能已更改。",
    "a list": "列表",
    "a scalar": "标量",
    "a region without a usable name": "某个地区没有可用的名称",
    "Lambda Cloud sent an instance without an id: RentDeck cannot track it.": "Lambda Cloud 发来的实例没有 ID：RentDeck 无法跟踪它。",
    "Lambda Cloud sent instance %1 without a status.": "Lambda Cloud 发来的实例 %1 没有状态。",
    'Lambda status "%1", which RentDeck does not know': "RentDeck 不认识的 Lambda 状态“%1”",
    "preempted: Lambda took the machine back": "已被抢占：Lambda 收回了机器",
    "unhealthy: Lambda's health checks fail; restart or terminate it": "不健康：未通过 Lambda 的健康检查；请重启或终止它",
    "Lambda Cloud sent instance %1 with a bad instance type: %2.": "Lambda Cloud 发来的实例 %1 的实例类型有误：%2。",
    "an instance list": "实例列表",
    "Lambda Cloud sent the instance list as something other than a list: RentDeck cannot read it; Lambda's API may have changed.":
        "Lambda Cloud 发来的实例列表不是列表：RentDeck 无法读取；Lambda 的 API 可能已更改。",
    "Lambda Cloud sent an instance that is not an object.": "Lambda Cloud 发来的实例不是对象。",
    "an instance": "实例",
    "a launch answer": "启动应答",
    "Lambda Cloud accepted the launch but sent no instance id: look for the instance in Lambda's dashboard, it may be billing.":
        "Lambda Cloud 接受了启动请求，但没有返回实例 ID：请在 Lambda 控制台中查找该实例，它可能正在计费。",
    "an instance operation answer": "实例操作应答",
    'Lambda Cloud\'s answer has no "%1" list.': 'Lambda Cloud 的应答中没有 "%1" 列表。',
    "an SSH key list": "SSH 密钥列表",
    "Lambda Cloud sent the SSH keys as something other than a list.": "Lambda Cloud 发来的 SSH 密钥不是列表。",
    "an SSH key": "SSH 密钥",
    "Lambda Cloud registered the SSH key but sent back no name.": "Lambda Cloud 注册了 SSH 密钥，但没有返回名称。",
    "unknown GPU": "未知 GPU",
    '"%1" is not a Lambda Cloud offer: offers look like gpu_1x_a10@us-east-1 (see: rentdeck-cli offers --provider lambda).':
        "“%1”不是 Lambda Cloud 报价：报价形如 gpu_1x_a10@us-east-1（参见：rentdeck-cli offers --provider lambda）。",
    "checking RentDeck's SSH key at Lambda Cloud": "正在 Lambda Cloud 上检查 RentDeck 的 SSH 密钥",
    "registering RentDeck's SSH key at Lambda Cloud as %1": "正在以 %1 为名在 Lambda Cloud 上注册 RentDeck 的 SSH 密钥",
    "launching %1 in %2": "正在 %2 启动 %1",
    "Lambda Cloud cannot stop an instance, only restart or terminate it, and it bills until it is terminated: destroy lambda:%1 to stop paying.":
        "Lambda Cloud 无法停止实例，只能重启或终止，并且在终止前会一直计费：请销毁 lambda:%1 以停止计费。",
    "Lambda Cloud has no stopped instances to resume: lambda:%1 runs until it is terminated (a restart reboots it).":
        "Lambda Cloud 没有可恢复的已停止实例：lambda:%1 会一直运行到被终止为止（重启只会让它重新引导）。",
    "Lambda Cloud did not confirm terminating lambda:%1: check it in Lambda's dashboard (it may still be billing).":
        "Lambda Cloud 没有确认终止 lambda:%1：请在 Lambda 控制台中检查（它可能仍在计费）。",
    "Lambda Cloud did not confirm restarting lambda:%1: check it in Lambda's dashboard.":
        "Lambda Cloud 没有确认重启 lambda:%1：请在 Lambda 控制台中检查。",
    # RunPod adapter ("Secure Cloud" and "Community Cloud" are RunPod's product names)
    'RunPod\'s GPU catalog has an unexpected shape (expected {"gpus": [...]}, got %1): RentDeck may need an update.':
        'RunPod 的 GPU 目录结构不符合预期（应为 {"gpus": [...]}，实际为 %1）：RentDeck 可能需要更新。',
    "Secure Cloud": "Secure Cloud",
    "Community Cloud": "Community Cloud",
    "low stock": "库存紧张",
    "RunPod gives this pod only its SSH proxy, which is shell-only: expose 22/tcp with a public IP for RentDeck to connect":
        "RunPod 只为此 pod 提供 SSH 代理，而它仅支持 shell：请用公网 IP 暴露 22/tcp，以便 RentDeck 连接",
    "RunPod has not assigned this pod an SSH port yet": "RunPod 尚未为此 pod 分配 SSH 端口",
    "RunPod sent a pod without an id (%1 fields): RentDeck may need an update.": "RunPod 发来的 pod 没有 ID（共 %1 个字段）：RentDeck 可能需要更新。",
    "RunPod gave no status": "RunPod 未返回状态",
    "RunPod status %1": "RunPod 状态 %1",
    "container starting": "容器启动中",
    "RunPod sent %1 where a pod was expected: RentDeck may need an update.": "RunPod 在应为 pod 的位置发来了 %1：RentDeck 可能需要更新。",
    'RunPod\'s pod list has an unexpected shape (expected {"pods": [...]}, got %1): RentDeck may need an update.':
        'RunPod 的 pod 列表结构不符合预期（应为 {"pods": [...]}，实际为 %1）：RentDeck 可能需要更新。',
    "RunPod's pod list holds %1 where a pod was expected: RentDeck may need an update.":
        "RunPod 的 pod 列表中有一项是 %1，而不是 pod：RentDeck 可能需要更新。",
    'RunPod\'s SSH key list has an unexpected shape (expected {"keys": [...]}, got %1): RentDeck may need an update.':
        'RunPod 的 SSH 密钥列表结构不符合预期（应为 {"keys": [...]}，实际为 %1）：RentDeck 可能需要更新。',
    "RunPod: this offer was just taken, pick another (%1).": "RunPod：此报价刚被别人租走，请另选一个（%1）。",
    "RunPod refused to create the pod: %1. Check the image and disk size, or pick another offer.":
        "RunPod 拒绝创建 pod：%1。请检查镜像和磁盘大小，或另选一个报价。",
    "RunPod does not let this account rent from this GPU pool (%1): pick another offer, or check the API key's permissions in RunPod's console.":
        "RunPod 不允许此账户租用该 GPU 池（%1）：请另选一个报价，或在 RunPod 控制台中检查 API 密钥的权限。",
    "RunPod rejected the request as invalid: %1. RentDeck sent something RunPod does not accept; please report this with the log.":
        "RunPod 认为请求无效并拒绝了它：%1。RentDeck 发送了 RunPod 不接受的内容；请附上日志报告此问题。",
    "RunPod cannot start pod %1 now (%2): refresh the list and try again once it has stopped.":
        "RunPod 现在无法启动 pod %1（%2）：请刷新列表，等它停止后再试。",
    "RunPod cannot stop pod %1 now (%2): refresh the list and try again once it is running.":
        "RunPod 现在无法停止 pod %1（%2）：请刷新列表，等它运行后再试。",
    "RunPod has no pod %1: it may have been terminated already (refresh the list).": "RunPod 上没有 pod %1：它可能已被终止（请刷新列表）。",
    '"%1" is not a RunPod offer id (they look like secure.1x.NVIDIA_GeForce_RTX_4090): pick one from the offers list.':
        "“%1”不是 RunPod 报价 ID（形如 secure.1x.NVIDIA_GeForce_RTX_4090）：请从报价列表中选择一个。",
    "RunPod volumes are at least %1 GB; %2 GB was asked for: choose a larger disk.": "RunPod 存储卷至少为 %1 GB，而请求的是 %2 GB：请选择更大的磁盘。",
    "checking that RunPod knows RentDeck's SSH key": "正在确认 RunPod 已有 RentDeck 的 SSH 密钥",
    "adding RentDeck's SSH key to the RunPod account (%n key(s) kept)": "正在将 RentDeck 的 SSH 密钥添加到 RunPod 账户（保留现有的 %n 个密钥）",
    "RunPod did not keep RentDeck's SSH key: add %1.pub under Settings › SSH Public Keys in RunPod's console and launch again.":
        "RunPod 没有保存 RentDeck 的 SSH 密钥：请在 RunPod 控制台的 Settings › SSH Public Keys 中添加 %1.pub，然后重新启动。",
    "asking RunPod for %1 × %2 (%3 cloud)": "正在向 RunPod 请求 %1 × %2（%3 cloud）",
    '"%1" is not a RunPod pod id.': "“%1”不是 RunPod pod ID。",
    # Vast.ai adapter (statuses, errors, launch steps)
    '"%1" is not a Vast.ai offer id: they are numbers such as 4100001 (or 4100001-bid for an interruptible one); see rentdeck-cli offers --provider vastai.':
        "“%1”不是 Vast.ai 报价 ID：报价 ID 是数字，例如 4100001（可中断报价则为 4100001-bid）；参见 rentdeck-cli offers --provider vastai。",
    "interruptible: paused when outbid": "可中断：被更高出价超过时会暂停",
    "unverified host": "未验证的主机",
    "Vast.ai answered the offer search with malformed JSON (%1).": "Vast.ai 对报价搜索返回了格式错误的 JSON（%1）。",
    'Vast.ai answered the offer search without an "offers" list; try again later.': 'Vast.ai 对报价搜索的应答中没有 "offers" 列表；请稍后重试。',
    "destroyed: the machine was released": "已销毁：机器已释放",
    "creating: waiting for the host": "创建中：正在等待主机",
    "loading: pulling the image and starting the container": "加载中：正在拉取镜像并启动容器",
    "rebooting": "正在重启",
    "stopping": "正在停止",
    "paused (frozen): memory kept, the GPU is still billed": "已暂停（冻结）：内存保留，GPU 仍在计费",
    "scheduling: waiting for this machine's GPUs to be free (stop it again to give up)":
        "排队中：正在等待这台机器的 GPU 空闲（再次停止即可放弃）",
    "stopped: the disk is kept and storage is still billed": "已停止：磁盘保留，存储仍在计费",
    "exited: the container stopped unexpectedly; destroy it and launch elsewhere": "已退出：容器意外停止；请销毁它并在别处启动",
    "unknown: the host stopped reporting; destroy it and launch elsewhere": "未知：主机已停止报告状态；请销毁它并在别处启动",
    "offline: the host is disconnected (nothing is billed while it is offline)": "离线：主机已断开连接（离线期间不计费）",
    'Vast.ai status "%1"': "Vast.ai 状态“%1”",
    "%1 (Vast.ai: %2)": "%1（Vast.ai：%2）",
    "Vast.ai answered the instance list with malformed JSON (%1).": "Vast.ai 返回的实例列表是格式错误的 JSON（%1）。",
    "not an object": "不是对象",
    'Vast.ai answered the instance list with "instances" of the wrong type.': 'Vast.ai 返回的实例列表中 "instances" 的类型错误。',
    "Vast.ai accepted the rental but did not say which instance it made (no new_contract); check the console at cloud.vast.ai before launching again.":
        "Vast.ai 接受了租用请求，但没有说明创建了哪个实例（缺少 new_contract）；请先在 cloud.vast.ai 控制台中查看，再重新启动。",
    "Vast.ai answered the SSH key list in an unknown shape.": "Vast.ai 返回的 SSH 密钥列表结构未知。",
    "Vast.ai answered the account check without a credit or balance.": "Vast.ai 对账户检查的应答中没有余额信息。",
    "API key rejected by Vast.ai: check it in Settings › Accounts.": "Vast.ai 拒绝了 API 密钥：请在“设置 › 账户”中检查。",
    "Vast.ai: this offer was just taken, pick another.": "Vast.ai：此报价刚被别人租走，请另选一个。",
    "Vast.ai says the account balance is too low: add credit at cloud.vast.ai (Billing) and try again.":
        "Vast.ai 提示账户余额不足：请在 cloud.vast.ai（Billing）充值后重试。",
    "Vast.ai refused the bid: it is below the offer's current minimum; list spot offers again and retry.":
        "Vast.ai 拒绝了出价：低于该报价当前的最低价；请重新列出竞价报价后重试。",
    "Vast.ai has no such instance: it may have been destroyed already.": "Vast.ai 上没有此实例：它可能已被销毁。",
    "adding RentDeck's SSH key to the Vast.ai account": "正在将 RentDeck 的 SSH 密钥添加到 Vast.ai 账户",
    "bidding $%1/h for Vast.ai offer %2": "正在为 Vast.ai 报价 %2 出价 $%1/小时",
    "renting Vast.ai offer %1": "正在租用 Vast.ai 报价 %1",
    "Vast.ai instance %1 is rented, but attaching the SSH key failed (%2); add it in the Vast.ai console if SSH is refused.":
        "已租用 Vast.ai 实例 %1，但附加 SSH 密钥失败（%2）；如果 SSH 连接被拒绝，请在 Vast.ai 控制台中添加密钥。",
    '"%1" is not a Vast.ai instance id: they are numbers (see rentdeck-cli instances).':
        "“%1”不是 Vast.ai 实例 ID：实例 ID 是数字（参见 rentdeck-cli instances）。",
    "Vast.ai credit: %1": "Vast.ai 余额：%1",
    "Vast.ai needs at least %1 GB of disk; ask for more with --disk.": "Vast.ai 至少需要 %1 GB 磁盘；请用 --disk 指定更大的磁盘。",
    # Planner (issue 8)
    # PlanCommand (labels are padded to 14 display columns; a Chinese character takes two)
    "Plan: %1, %2 B parameters, %n GPU(s), %3": "计划：%1，%2 B 参数，%n 块 GPU，%3",
    "VRAM per GPU  %1": "单卡显存      %1",
    "  weights     ": "  权重        ",
    "  optimizer   ": "  优化器状态  ",
    "  gradients   ": "  梯度        ",
    "  activations ": "  激活值      ",
    "  KV cache    ": "  KV 缓存     ",
    "  reserve     ": "  预留        ",
    "Compute       %1 FLOPs": "计算量        %1 FLOPs",
    "On %n GPU(s) of each model:": "每种型号各用 %n 块 GPU 时：",
    "does not fit": "放不下",
    "Warnings:": "警告：",
    # PlanEstimator (%2 of "%1 GPUs over %2" is the interconnect, e.g. PCIe or NVLink)
    "Model shape not given: assumed %1 layers, hidden size %2 (the %3 class, as %4).":
        "未给出模型结构：假定为 %1 层、隐藏层大小 %2（%3 级别，如 %4）。",
    "Full fine-tuning trains 16-bit weights; int8/int4 applies to LoRA and inference only and was ignored.":
        "全量微调训练的是 16 位权重；int8/int4 仅适用于 LoRA 和推理，已忽略。",
    "Full data parallelism keeps every state on each GPU; --mode sharded divides them by the GPU count.":
        "完全数据并行会在每块 GPU 上保存全部状态；--mode sharded 会将它们按 GPU 数均分。",
    "Sharding over one GPU saves no memory.": "只有一块 GPU 时，分片不会节省显存。",
    "Inference time assumes compute-bound batches; small-batch decoding is slower.":
        "推理时间按计算受限的批次估算；小批量解码会更慢。",
    "%1 GPUs over %2: gradient sync %3 s > step %4 s — adding GPUs will not help.":
        "%1 块 GPU 经 %2 互连：梯度同步 %3 秒 > 单步计算 %4 秒——增加 GPU 也无济于事。",
    # PlanInput
    "the parameter count must be positive": "参数量必须为正数",
    "the GPU count must be at least 1": "GPU 数量至少为 1",
    "the sequence length and the batch must be at least 1": "序列长度和批大小至少为 1",
    "layers, hidden size, KV heads and head size cannot be negative": "层数、隐藏层大小、KV 头数和注意力头大小不能为负数",
    "give the KV heads and the head size together": "KV 头数和注意力头大小必须同时给出",
    "the token count cannot be negative": "token 数不能为负数",
    "the MFU must be above 0 and at most 1 (0.35 = 35 %)": "MFU 必须大于 0 且不超过 1（0.35 = 35 %）",
    "the adapter fraction must be between 0 and 1": "适配器参数占比必须在 0 到 1 之间",
    # PlanOptions (option help, option errors, the fit column of offers --fits)
    "Parameter count: 7e9, 7000000000 or with a K/M/B/T suffix (7B, 1.5B, 500M).":
        "参数量：7e9、7000000000，或带 K/M/B/T 后缀（7B、1.5B、500M）。",
    "Model class %1: sets --params and the shape; later flags override it.":
        "模型级别 %1：设置 --params 和模型结构；后面的选项会覆盖它的设置。",
    "full | sharded | lora | inference (default full).": "full | sharded | lora | inference（默认 full）。",
    "Weights: fp16 | bf16 | int8 | int4 (default bf16; int8/int4 for LoRA and inference).":
        "权重：fp16 | bf16 | int8 | int4（默认 bf16；int8/int4 用于 LoRA 和推理）。",
    "Sequence length; inference: context length (default 2048).": "序列长度；推理时为上下文长度（默认 2048）。",
    "Micro-batch per GPU; inference: concurrent sequences (default 1).": "每块 GPU 的微批大小；推理时为并发序列数（默认 1）。",
    "Transformer layers (with --hidden; default: the nearest preset's).":
        "Transformer 层数（与 --hidden 一起给出；默认取最接近的预设值）。",
    "Hidden size (with --layers).": "隐藏层大小（与 --layers 一起给出）。",
    "KV heads, for grouped-query attention (with --head-dim).": "KV 头数，用于分组查询注意力（与 --head-dim 一起给出）。",
    "Size of one attention head (with --kv-heads).": "单个注意力头的大小（与 --kv-heads 一起给出）。",
    "Tokens to train on (or generate), as --params (3e9, 3B): adds time and cost.":
        "要训练（或生成）的 token 数，格式同 --params（3e9、3B）：会加上时间和费用估算。",
    "Model FLOPs utilisation, 0..1 (default 0.35).": "模型 FLOPs 利用率，0..1（默认 0.35）。",
    "Activation checkpointing: keep only each layer's input.": "激活检查点：只保存每层的输入。",
    "GPUs in the box (default 1).": "单台机器的 GPU 数（默认 1）。",
    '--preset: unknown model class "%1"; known: %2': "--preset：未知的模型级别“%1”；可选：%2",
    '--params: expected a count such as 7e9, 7000000000 or 7B, got "%1"':
        "--params：应为 7e9、7000000000 或 7B 这样的数量，实际为“%1”",
    "--params N (or --preset NAME) is required": "必须给出 --params N（或 --preset NAME）",
    '--mode: expected full, sharded, lora or inference, got "%1"': "--mode：应为 full、sharded、lora 或 inference，实际为“%1”",
    '--precision: expected fp16, bf16, int8 or int4, got "%1"': "--precision：应为 fp16、bf16、int8 或 int4，实际为“%1”",
    "give --layers and --hidden together": "--layers 和 --hidden 必须同时给出",
    '--tokens: expected a count such as 3e9 or 3B, got "%1"': "--tokens：应为 3e9 或 3B 这样的数量，实际为“%1”",
    '--mfu: expected a number such as 0.35, got "%1"': "--mfu：应为 0.35 这样的数字，实际为“%1”",
    # readInt in PlanOptions.cpp is a free function: lupdate files it under the namespace context "RentDeck".
    '--%1: expected a whole number of at least %2, got "%3"': "--%1：应为不小于 %2 的整数，实际为“%3”",
    "fits, tight": "放得下，但余量很小",
    "fits": "放得下",
    ", ~%1 h": "，约 %1 小时",
    # OfferFit
    "No TFLOPS known for %1: no time or cost estimate.": "%1 的 TFLOPS 未知：无法估算时间和费用。",
    # OffersCommand
    "Only offers the plan (the plan flags, as for `plan`) fits, with est_hours and est_job_cost.":
        "只列出放得下该计划（计划选项与 `plan` 相同）的报价，并给出 est_hours 和 est_job_cost。",
    # Planner (issue 8)
    "Occasional short runs: rent on demand, billed per second or per minute, and destroy the box when the job ends (a max-lifetime or idle guard does it for you).":
        "偶尔的短时任务：按需租用，按秒或按分钟计费，任务结束就销毁机器（最长运行时间或空闲守护可以替你完成）。",
    "This run takes about %1 h: an offer billed per hour charges %2 h, %3 % more.":
        "本次运行约需 %1 小时：按小时计费的报价会收 %2 小时的费用，多 %3 %。",
    "Multi-day runs: a daily or monthly rate (AutoDL, reserved instances) usually beats on-demand past about a week.":
        "多日任务：超过约一周时，按日或按月计价（AutoDL、预留实例）通常比按需更便宜。",
    "Spot (interruptible) offers cost much less but can be taken back at any moment: use them only with checkpoints saved every hour or so and a script that resumes from the last one.":
        "竞价（可中断）报价便宜得多，但随时可能被收回：只有在大约每小时保存一次检查点、并有从最近检查点恢复的脚本时才使用。",
    "This job runs about %1 days without interruptions.": "在不中断的情况下，该任务约需运行 %1 天。",
    "Always-on inference: reserved or monthly pricing; on demand, a box left running is billed %1 h a month.":
        "全天候推理：选择预留或包月价格；按需租用时，一直开着的机器每月按 %1 小时计费。",
    "Count the storage for the weights (about %1 GB on disk at this precision) and the traffic your users make: some providers bill both by the GB.":
        "别忘了计入权重的存储（此精度下磁盘上约 %1 GB）和用户产生的流量：有些服务商两者都按 GB 计费。",
    "Occasional short runs": "偶尔的短时任务",
    "Multi-day runs": "多日任务",
    "Always-on inference": "全天候推理",
    ("RentDeck::FitDescription", "tight"): "偏紧",
    ("RentDeck::FitDescription", "comfortable"): "宽裕",
    ("RentDeck::FitDescription", "does not fit"): "放不下",
    "%1 days": "%1 天",
    "data sheet": "规格表",
    "measured on earlier machines with this GPU": "在此前同型号 GPU 的机器上实测",
    "measured on this offer": "在此报价的机器上实测",
    "%1 at %2 TFLOPS per GPU (%3) × %4 % MFU × %5 % parallel efficiency":
        "%1，每块 GPU %2 TFLOPS（%3）× %4 % MFU × %5 % 并行效率",
    ", billed the offer's way: %1": "，按该报价的计费方式：%1",
    "%n × %1": "%n × %1",
    "%1 of %2 per GPU": "每块 GPU %1 / %2",
    "~%1": "约 %1",
    ("RentDeck::MainWindow", "Planner"): "规划",
    "Fits my p&lan": "符合我的规划(&L)",
    "Fill in the Planner tab to see which offers fit your job and what it costs on each.":
        "在“规划”标签页填写任务，即可看到哪些报价放得下、每个报价上要花多少钱。",
    "Only offers your plan fits: %1": "只显示放得下你的规划的报价：%1",
    "%1 per GPU needed, %2 usable": "每块 GPU 需要 %1，可用 %2",
    "Fits plan": "规划适配",
    "Est. hours": "预计时长",
    "Est. job cost": "预计任务费用",
    "Gradient &checkpointing": "梯度检查点(&C)",
    "Recompute activations in the backward pass: far less memory, ~30 % more time.":
        "在反向传播时重算激活：显存占用大幅减少，时间约增加 30 %。",
    "%1 class (%2)": "%1 级（%2）",
    ("RentDeck::PlanForm", "Custom"): "自定义",
    "Parameters: 7B, 1.5b, 500M or 7e9.": "参数量：7B、1.5b、500M 或 7e9。",
    "LoRA / QLoRA (frozen base)": "LoRA / QLoRA（冻结基座）",
    "Full fine-tune (data parallel)": "全量微调（数据并行）",
    "Sharded fine-tune (ZeRO-3 / FSDP)": "分片微调（ZeRO-3 / FSDP）",
    "Inference (serving)": "推理（服务）",
    "How the (base) weights are stored: 2 bytes each in bf16/fp16, 1 in int8, ½ in int4.":
        "（基座）权重的存储方式：bf16/fp16 每个 2 字节，int8 为 1 字节，int4 为 ½ 字节。",
    "as hidden": "同隐藏层",
    "Grouped-query attention: the KV heads (with the head size) replace the hidden size in the KV cache.":
        "分组查询注意力：KV 缓存中用 KV 头数（乘以头维度）代替隐藏层大小。",
    "e.g. 100M, 3B; empty: no time or cost": "例如 100M、3B；留空则不估算时间和费用",
    "Model FLOPs utilisation: the share of the GPU's peak a real training loop reaches (30-50 % is typical).":
        "模型算力利用率（MFU）：真实训练循环能达到的 GPU 峰值算力比例（通常为 30-50 %）。",
    "&Model:": "模型(&M)：",
    "&Parameters:": "参数量(&P)：",
    "&Job:": "任务(&J)：",
    "&Weights:": "权重(&W)：",
    ("RentDeck::PlanForm", "&GPUs:"): "GPU 数(&G)：",
    "Se&quence length:": "序列长度(&Q)：",
    "&Batch per GPU:": "每卡批大小(&B)：",
    "&Layers:": "层数(&L)：",
    "&Hidden size:": "隐藏层大小(&H)：",
    "&KV heads:": "KV 头数(&K)：",
    "Head si&ze:": "头维度(&Z)：",
    "&Tokens:": "token 数(&T)：",
    "M&FU:": "MFU(&F)：",
    "&Usage:": "用法(&U)：",
    "Con&text length:": "上下文长度(&T)：",
    "Concurrent &sequences:": "并发序列数(&S)：",
    "Generated &tokens:": "生成 token 数(&T)：",
    "Training &tokens:": "训练 token 数(&T)：",
    'Parameters: "%1" is not a count; write 7B, 1.5b, 500M or 7e9.': "参数量：“%1”不是数量；请写 7B、1.5b、500M 或 7e9。",
    'Tokens: "%1" is not a count; write 100M, 3B or 3e9, or leave it empty.':
        "token 数：“%1”不是数量；请写 100M、3B 或 3e9，或留空。",
    "full fine-tune": "全量微调",
    "sharded fine-tune": "分片微调",
    ("RentDeck::PlanForm", "LoRA"): "LoRA",
    ("RentDeck::PlanForm", "inference"): "推理",
    "%1 %2, %3, %n GPU(s)": "%1 %2，%3，%n 块 GPU",
    " (measured %1 TFLOPS)": "（实测 %1 TFLOPS）",
    "Show in &Offers": "在报价中显示(&O)",
    "Memory per GPU": "每块 GPU 的显存",
    "GPU tiers": "GPU 档位",
    "Warnings and advice": "警告与建议",
    "Offers that fit, by estimated job cost": "放得下的报价（按预计任务费用排序）",
    "Check the inputs": "请检查输入",
    "%1 per GPU": "每块 GPU %1",
    " · %1 FLOPs for %2 tokens": " · %2 token 共 %1 FLOPs",
    "%1 GB tier: %2": "%1 GB 档：%2",
    "How to pay": "如何付费",
    "Fix the inputs to rank the offers.": "修正输入后即可为报价排序。",
    "None of the %n offer(s) fits this plan: try more GPUs, sharding, LoRA or a lower precision.":
        "%n 个报价都放不下这个规划：试试更多 GPU、分片、LoRA 或更低的精度。",
    "%1 × %2 on %3": "%3 上的 %1 × %2",
    "%1 of %n offer(s) fit. Give the tokens to rank them by job cost.": "%n 个报价中有 %1 个放得下。填写 token 数即可按任务费用排序。",
    "%1 of %n offer(s) fit; the cheapest job: %2 on %3.": "%n 个报价中有 %1 个放得下；任务最便宜的是：%3，%2。",
    "Cannot read the benchmarks in the ledger %1.": "无法读取账本 %1 中的基准测试结果。",
    "Weights": "权重",
    "Optimizer": "优化器",
    "Gradients": "梯度",
    "Activations": "激活",
    "KV cache": "KV 缓存",
    "Reserve": "预留",
    ("RentDeck::VramBreakdownBar", "%1 %2"): "%1 %2",
    "Open on TAB: planner, offers, instances, forwards, checks, sync or monitor.":
        "启动时打开标签页 TAB：planner、offers、instances、forwards、checks、sync 或 monitor。",
    # Desktop integration: tray menu, tray tooltip, notifications.
    "Checks of %1 found problems": "%1 的检查发现问题",
    "Checks of %1 found warnings": "%1 的检查发现警告",
    "RentDeck — %1": "RentDeck — %1",
    "%1 — %2/h": "%1 — %2/小时",
    "&Show RentDeck": "显示 RentDeck(&S)",
    "&Refresh offers": "刷新报价(&R)",
    "Run the pre-flight checks on the chosen instance (Ctrl+R).": "在所选实例上运行预检（Ctrl+R）。",
    "Ask every provider for its offers again (%1).": "重新向每个供应商获取报价（%1）。",
    "none running": "无运行中的实例",
    "Copy with rsync, then verify every file by SHA-256 (Ctrl+Enter).":
        "用 rsync 复制，然后按 SHA-256 校验每个文件（Ctrl+Enter）。",
    # Appearance, launch guards, connect menu hints
    "&Appearance": "外观(&A)",
    "Follow the &system": "跟随系统(&S)",
    "&Light": "浅色(&L)",
    "&Dark": "深色(&D)",
    "No port forwards. In the Instances tab, select a running instance and open the menu by the arrow of Open terminal: Forward JupyterLab, TensorBoard or any port.":
        "没有端口转发。在“实例”页选中一个运行中的实例，点开“打开终端”旁的箭头菜单：转发 JupyterLab、TensorBoard 或任意端口。",
    "Open a terminal; the arrow has the other ways to connect: system terminal, VS Code, ssh command, JupyterLab, TensorBoard, any port":
        "打开终端；箭头菜单里有其他连接方式：系统终端、VS Code、ssh 命令、JupyterLab、TensorBoard、任意端口",
    "Guard not saved": "守护未保存",
    "%1 was launched, but its guard could not be saved: %2\n\nSet it again with Guard… in the Instances tab; until then nothing limits what it costs.":
        "%1 已启动，但它的守护无法保存：%2\n\n请在“实例”页用“守护…”重新设置；在此之前，没有任何东西限制它的费用。",
    'No accounts yet — try the sandbox, or add a Vast.ai, RunPod or Lambda key in <a href="accounts">Settings › Accounts</a> to see real offers.':
        '还没有账户——先试试沙盒，或在<a href="accounts">设置 › 账户</a>中添加 Vast.ai、RunPod 或 Lambda 的密钥，即可看到真实报价。',
    # What stop means and what is billed after it, per provider
    "Power off: compute billing stops, the disk is kept. Powering on again may find the GPU taken.":
        "关机：计算停止计费，磁盘保留。再次开机时 GPU 可能已被他人占用。",
    "Nothing for compute; the instance is released (data deleted) after 15 days powered off.":
        "计算不再计费；关机满 15 天后实例会被释放（数据删除）。",
    "Lambda Cloud cannot stop or pause an instance: it can only restart it (same machine, disk kept) or terminate it (its disk is lost; only data on a mounted Lambda file system stays).":
        "Lambda Cloud 无法停止或暂停实例：只能重启（同一台机器，磁盘保留）或终止（磁盘丢失；只有挂载的 Lambda 文件系统上的数据会保留）。",
    "An instance bills by the minute, with no minimum, from the end of its boot until it is terminated, even while idle. Lambda file systems bill per GB-month as long as they exist.":
        "实例从启动完成到被终止一直按分钟计费，没有最低时长，空闲时也计费。Lambda 文件系统只要存在就按每 GB 每月计费。",
    "Stop releases the GPU and wipes the container disk; the volume at /workspace stays and the pod resumes on the same host, but if its GPU was taken meanwhile it may come back with zero GPUs.":
        "停止会释放 GPU 并清空容器磁盘；/workspace 上的卷会保留，pod 会在同一台主机上恢复，但如果期间 GPU 被占用，恢复后可能没有 GPU。",
    "The volume disk at $0.20/GB per month (twice its running price) until the pod is destroyed; network volumes always. Compute and the container disk cost nothing while stopped.":
        "卷磁盘按每 GB 每月 $0.20 计费（运行时价格的两倍），直到 pod 被销毁；网络卷始终计费。停止期间计算和容器磁盘不收费。",
    "Stop ends the instance's sshd and every process it started; its folder, keys and files stay, and resume starts sshd again.":
        "停止会结束实例的 sshd 及其启动的所有进程；它的文件夹、密钥和文件都会保留，恢复时重新启动 sshd。",
    "Storage at the offer's per-GB-month price (simulated; sandbox prices are not real money).":
        "存储按报价的每 GB 每月价格计费（模拟；沙盒价格不是真钱）。",
    "Stop is not available: RentDeck cannot power an SSH host on or off. Stop or release it in your provider's console; destroy only forgets it here.":
        "无法停止：RentDeck 不能为 SSH 主机开关机。请在服务商的控制台中停止或释放它；在这里销毁只是忘记该主机。",
    "Whatever your provider charges; RentDeck only knows the hourly price you entered.":
        "以服务商的收费为准；RentDeck 只知道你输入的每小时价格。",
    'Stop halts the container and frees the GPU; the disk and its data are kept. Resuming needs the same GPUs on the same machine: if someone else rented them, the instance waits ("scheduling") until they are free.':
        "停止会暂停容器并释放 GPU；磁盘及其数据保留。恢复需要同一台机器上的同一批 GPU：如果已被他人租用，实例会一直等待（“scheduling”）直到它们空闲。",
    "Storage keeps billing per second at the host's rate (often higher while stopped) until you destroy the instance; bandwidth is billed in any state. Nothing is billed while the host is offline.":
        "存储会按主机的费率继续按秒计费（停止时往往更高），直到你销毁实例；带宽在任何状态下都计费。主机离线期间不计费。",
    # First contact with real providers (issue 16): keychain probe, host keys, the providers' documented cases
    "%1 rents only to accounts that finished real-name verification (实名认证): complete it in the AutoDL console, then launch again (%2).": "%1 只向已完成实名认证的账户出租：请在 AutoDL 控制台完成实名认证后再启动（%2）。",
    "%1 (%2); AutoDL has no stock query, so a launch tells whether it is free; typical price, the console's wins": "%1（%2）；AutoDL 没有库存查询接口，启动时才知道是否有空闲；价格为常见价，以控制台为准",
    "AutoDL takes an image uuid (base-image-… or your own image-…), not \"%1\". Base images: %2.": "AutoDL 需要镜像 UUID（base-image-… 或你自己的 image-…），而不是“%1”。基础镜像：%2。",
    "The AutoDL Pro catalog is invalid: %1": "AutoDL Pro 规格表无效：%1",
    "no specs or no base images": "没有规格或没有基础镜像",
    "a spec without gpu_spec_uuid, gpu_name or vram_gb": "某个规格缺少 gpu_spec_uuid、gpu_name 或 vram_gb",
    "a base image without image_uuid, name or cuda_v_from": "某个基础镜像缺少 image_uuid、name 或 cuda_v_from",
    "default_image is not one of the base images": "default_image 不在基础镜像列表中",
    "AutoDL has no Pro GPU spec \"%1\" that RentDeck knows a price for: pick one from rentdeck-cli offers --provider autodl.": "RentDeck 不知道 AutoDL Pro 规格“%1”的价格：请从 rentdeck-cli offers --provider autodl 中选择一个。",
    "creating a Pro instance with %n× %1": "正在创建 %n 块 %1 的 Pro 实例",
    "there is no D-Bus session bus (no desktop session: SSH, a container or CI)": "没有 D-Bus 会话总线（没有桌面会话：SSH、容器或 CI）",
    "no keychain service (Secret Service such as GNOME Keyring or KeePassXC, or KWallet) runs on the session bus": "会话总线上没有钥匙串服务（Secret Service，如 GNOME Keyring 或 KeePassXC，或 KWallet）",
    "No system keychain is available: %1. Install and unlock a Secret Service such as GNOME Keyring or KWallet, or give secrets through environment variables.": "没有可用的系统钥匙串：%1。请安装并解锁 GNOME Keyring 或 KWallet 等 Secret Service，或通过环境变量提供密钥。",
    "unhealthy: Lambda's health checks fail and it is still billed; restart or terminate it": "不健康：Lambda 的健康检查失败，但仍在计费；请重启或终止它",
    "terminating: Lambda is still releasing it; billing ended when it was terminated": "正在终止：Lambda 仍在释放它；终止时计费已结束",
    "Lambda Cloud answered the image list without a \"data\" list.": "Lambda Cloud 返回的镜像列表中没有“data”列表。",
    "looking up the machine image %1 at Lambda Cloud": "正在 Lambda Cloud 查找机器镜像 %1",
    "Lambda Cloud has no machine image \"%1\" in %2: Lambda starts machine images, not Docker images. Give a family (%3) or an image id, or leave the image empty for the latest Lambda Stack.": "Lambda Cloud 在 %2 没有机器镜像“%1”：Lambda 启动的是机器镜像，不是 Docker 镜像。请填写镜像系列（%3）或镜像 ID，或留空以使用最新的 Lambda Stack。",
    "none listed": "未列出",
    "Lambda Cloud did not answer the launch in time; looking for an instance named %1": "Lambda Cloud 未及时响应启动请求；正在查找名为 %1 的实例",
    "the launch went through after all: instance %1": "启动其实已成功：实例 %1",
    "%1 No instance named %2 exists, so nothing was launched; if one appears later, rentdeck-cli instances lists it.": "%1 不存在名为 %2 的实例，因此没有启动任何实例；若之后出现，rentdeck-cli instances 会列出它。",
    "%1 Several instances are named %2 (%3): one may be this launch; look at rentdeck-cli instances before launching again.": "%1 有多个实例名为 %2（%3）：其中一个可能就是这次启动的；请先查看 rentdeck-cli instances 再重新启动。",
    "%1 Whether an instance named %2 was made could not be checked (%3): look at rentdeck-cli instances before launching again.": "%1 无法确认是否已创建名为 %2 的实例（%3）：请先查看 rentdeck-cli instances 再重新启动。",
    "First connection to %1: its host key %2 is recorded; a different key later is refused.": "首次连接 %1：已记录其主机密钥 %2；以后若密钥不同将拒绝连接。",
    "Community Cloud: full SSH (sync, forwards) only if the pod gets a public IP": "社区云：只有 Pod 获得公网 IP 时才有完整 SSH（同步、端口转发）",
    "RunPod accepted the API key, but it may not do this (%1): give the key access to pods (read and write) in RunPod's console, Settings › API Keys, or use a key with full access.": "RunPod 接受了该 API 密钥，但它无权执行此操作（%1）：请在 RunPod 控制台的 Settings › API Keys 中授予该密钥 Pod 的读写权限，或使用拥有完整权限的密钥。",
    "RunPod starts SSH only in images that follow its PUBLIC_KEY convention (every runpod/… image does); %1 may not, and the pod would bill with no way to reach it. Use a runpod/ image (the default is %2), or start from one and install your software at start-up.": "RunPod 只在遵循其 PUBLIC_KEY 约定的镜像中启动 SSH（所有 runpod/… 镜像都遵循）；%1 可能不遵循，Pod 会计费却无法连接。请使用 runpod/ 镜像（默认为 %2），或以它为基础并在启动时安装你的软件。",
    "this API key may not read the account's SSH keys (403); RentDeck gives the pod its key directly": "该 API 密钥无权读取账户的 SSH 密钥（403）；RentDeck 直接把密钥交给 Pod",
    "RunPod did not take the account's SSH keys (%1); RentDeck gives the pod its key directly, the account's keys stay as they are": "RunPod 未接受账户的 SSH 密钥（%1）；RentDeck 直接把密钥交给 Pod，账户中的密钥保持不变",
    "warning: the password of %1 could not be kept (%2); give it again with RENTDECK_SSH_PASSWORD or in the window when connecting": "警告：无法保存 %1 的密码（%2）；请通过 RENTDECK_SSH_PASSWORD 或在连接时于窗口中再次提供",
    "Vast.ai refused the rental (%1) but created instance %2 anyway; destroying it so that its disk does not bill": "Vast.ai 拒绝了租用（%1），但仍创建了实例 %2；正在销毁它，以免其磁盘计费",
    "%1 Vast.ai had created instance %2 all the same; RentDeck destroyed it, so nothing bills.": "%1 Vast.ai 仍创建了实例 %2；RentDeck 已将其销毁，不会产生费用。",
    "%1 Vast.ai had created instance %2 all the same, and destroying it failed (%3): it bills its disk until you run rentdeck-cli destroy vastai:%2 or remove it at cloud.vast.ai.": "%1 Vast.ai 仍创建了实例 %2，且销毁失败（%3）：在你运行 rentdeck-cli destroy vastai:%2 或在 cloud.vast.ai 删除它之前，其磁盘会持续计费。",
    "Vast.ai did not answer the rental in time; looking for an instance labelled %1 before giving up": "Vast.ai 未及时响应租用请求；放弃前正在查找标签为 %1 的实例",
    "the rental went through after all: instance %1": "租用其实已成功：实例 %1",
    "%1 No instance labelled %2 exists on the account, so nothing was rented; if one appears later, rentdeck-cli instances lists it.": "%1 账户中不存在标签为 %2 的实例，因此没有租用任何实例；若之后出现，rentdeck-cli instances 会列出它。",
    "%1 Whether an instance labelled %2 was made could not be checked (%3): look at rentdeck-cli instances before launching again.": "%1 无法确认是否已创建标签为 %2 的实例（%3）：请先查看 rentdeck-cli instances 再重新启动。",
    # The rented machine and the provider API are untrusted (issue 17)
    "%1 named an SSH address RentDeck will not use: %2. Nothing was connected; the instance still bills, so destroy it or ask the provider's support.": "%1 给出的 SSH 地址 RentDeck 不会使用：%2。没有进行任何连接；该实例仍在计费，请销毁它或联系服务商客服。",
    "Cannot %1 %2: it or a folder above it is a symbolic link, and a transfer never goes through one (the other side may have planted it). Remove the link, then run the transfer again.": "无法%1 %2：它或其上层文件夹是符号链接，传输绝不会经过符号链接（可能是另一端放置的）。请删除该链接，然后重新运行传输。",
    "open the folder": "打开文件夹",
    "The instance sent more than %1 for the listing of %2, more than RentDeck verifies at once (over a million files), or a damaged %3 there: verification stopped. Remove %2/%3 on the instance and try again, or verify sub-folders one at a time.": "实例为 %2 的文件列表发送了超过 %1 的数据，超出了 RentDeck 一次能校验的量（超过一百万个文件），或者那里的 %3 已损坏：校验已停止。请在实例上删除 %2/%3 后重试，或逐个子文件夹校验。",
    "Cannot sync: %1.": "无法同步：%1。",
    "the SSH user \"%1\" is not a plain user name (letters, digits, '.', '_', '-')": "SSH 用户“%1”不是普通用户名（只能包含字母、数字、“.”、“_”、“-”）",
    "the SSH host \"%1\" is not a host name or IP address": "SSH 主机“%1”不是主机名或 IP 地址",
    "the SSH port %1 is not between 1 and 65535": "SSH 端口 %1 不在 1 到 65535 之间",
    "The user \"%1\" is not a plain user name (letters, digits, '.', '_', '-').": "用户“%1”不是普通用户名（只能包含字母、数字、“.”、“_”、“-”）。",
    "%1 was not written to the OpenSSH config: %2.": "%1 未写入 OpenSSH 配置：%2。",
    "Cannot run a command over SSH: %1.": "无法通过 SSH 运行命令：%1。",
    "Cannot connect over SSH: %1.": "无法通过 SSH 连接：%1。",
    "Paste %n lines?": "粘贴 %n 行？",
    "The clipboard holds %n lines, and a shell may run each one as a command as soon as it arrives. Paste only what you have read:\n\n%1": "剪贴板中有 %n 行，shell 可能会在每一行到达时立即将其作为命令执行。请只粘贴您已看过的内容：\n\n%1",
}

# English plural forms ("%n offer(s)"); everything else in rentdeck_en.ts stays untranslated on purpose.
EN_PLURALS = {
    "creating a Pro instance with %n× %1": ["creating a Pro instance with %n× %1", "creating a Pro instance with %n× %1"],
    "Removing %n temporary file(s) the interrupted transfer left behind…": ["Removing %n temporary file the interrupted transfer left behind…", "Removing %n temporary files the interrupted transfer left behind…"],
    "%n offer(s)": ["%n offer", "%n offers"],
    "%1 of %n offer(s) match the filter": ["%1 of %n offer matches the filter", "%1 of %n offers match the filter"],
    "%n passed": ["%n passed", "%n passed"],
    "%n warning(s)": ["%n warning", "%n warnings"],
    "%n failure(s)": ["%n failure", "%n failures"],
    "%n skipped": ["%n skipped", "%n skipped"],
    "%n file(s) still differ after re-sending them by checksum.": [
        "%n file still differs after re-sending it by checksum.", "%n files still differ after re-sending them by checksum."],
    "Re-sending %n file(s) that differ…": ["Re-sending %n file that differs…", "Re-sending %n files that differ…"],
    "%n more problem(s); the log lists them all.": [
        "%n more problem; the log lists them all.", "%n more problems; the log lists them all."],
    "%1 will be %2 in %n second(s): %3": ["%1 will be %2 in %n second: %3", "%1 will be %2 in %n seconds: %3"],
    "AutoDL: this offer was just taken, pick another (%1 has fewer than %n free GPU(s) of that kind now).": [
        "AutoDL: this offer was just taken, pick another (%1 has fewer than %n free GPU of that kind now).",
        "AutoDL: this offer was just taken, pick another (%1 has fewer than %n free GPUs of that kind now)."],
    "creating a Pro instance with %n× %1 in %2": ["creating a Pro instance with %n× %1 in %2", "creating a Pro instance with %n× %1 in %2"],
    "Stale: fetched %1, more than %n minute(s) ago; it may be gone. Press Refresh.": [
        "Stale: fetched %1, more than %n minute ago; it may be gone. Press Refresh.",
        "Stale: fetched %1, more than %n minutes ago; it may be gone. Press Refresh."],
    "Whole offer: %1 CPU cores, %2 RAM for %n GPU(s)": [
        "Whole offer: %1 CPU cores, %2 RAM for %n GPU", "Whole offer: %1 CPU cores, %2 RAM for %n GPUs"],
    "%n min ago": ["%n min ago", "%n min ago"],
    "%n h ago": ["%n h ago", "%n h ago"],
    "%1: %n offer(s)": ["%1: %n offer", "%1: %n offers"],
    "adding RentDeck's SSH key to the RunPod account (%n key(s) kept)": [
        "adding RentDeck's SSH key to the RunPod account (%n key kept)",
        "adding RentDeck's SSH key to the RunPod account (%n keys kept)"],
    "Plan: %1, %2 B parameters, %n GPU(s), %3": [
        "Plan: %1, %2 B parameters, %n GPU, %3", "Plan: %1, %2 B parameters, %n GPUs, %3"],
    "On %n GPU(s) of each model:": ["On %n GPU of each model:", "On %n GPUs of each model:"],
    "%n × %1": ["%n × %1", "%n × %1"],
    "%1 %2, %3, %n GPU(s)": ["%1 %2, %3, %n GPU", "%1 %2, %3, %n GPUs"],
    "None of the %n offer(s) fits this plan: try more GPUs, sharding, LoRA or a lower precision.": ["The %n offer does not fit this plan: try more GPUs, sharding, LoRA or a lower precision.", "None of the %n offers fits this plan: try more GPUs, sharding, LoRA or a lower precision."],
    "%1 of %n offer(s) fit. Give the tokens to rank them by job cost.": ["%1 of %n offer fits. Give the tokens to rank it by job cost.", "%1 of %n offers fit. Give the tokens to rank them by job cost."],
    "%1 of %n offer(s) fit; the cheapest job: %2 on %3.": ["%1 of %n offer fits; the cheapest job: %2 on %3.", "%1 of %n offers fit; the cheapest job: %2 on %3."],
    "Paste %n lines?": ["Paste %n line?", "Paste %n lines?"],
    "The clipboard holds %n lines, and a shell may run each one as a command as soon as it arrives. Paste only what you have read:\n\n%1": [
        "The clipboard holds %n line, and a shell may run it as a command as soon as it arrives. Paste only what you have read:\n\n%1",
        "The clipboard holds %n lines, and a shell may run each one as a command as soon as it arrives. Paste only what you have read:\n\n%1"],
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
                # Any message lupdate left unfinished: empty, empty plural forms, or its guess from a similar text.
                if translation.get("type") == "unfinished":
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
    missing_plurals = fill(HERE / "rentdeck_en.ts", EN_PLURALS, plural_only=True)
    for text in missing:
        print("untranslated:", text)
    for text in missing_plurals:
        print("untranslated (English plural forms):", text)
    sys.exit(0)
