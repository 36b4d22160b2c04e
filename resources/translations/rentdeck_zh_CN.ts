<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
    <context>
        <name>AscendCompat</name>
        <message>
            <source>ascend-compat.json is not a JSON object: %1</source>
            <translation>ascend-compat.json 不是 JSON 对象：%1</translation>
        </message>
        <message>
            <source>ascend-compat.json lists no torch_npu release</source>
            <translation>ascend-compat.json 中没有列出任何 torch_npu 版本</translation>
        </message>
    </context>
    <context>
        <name>BurnInEvaluator</name>
        <message>
            <source>Burn-in load</source>
            <translation>压测负载</translation>
        </message>
        <message>
            <source>every GPU loaded for %1 s</source>
            <translation>每块 GPU 满载运行 %1 秒</translation>
        </message>
        <message>
            <source>the instance sent no result</source>
            <translation>实例没有返回结果</translation>
        </message>
        <message>
            <source>the burn-in did not finish: %1</source>
            <translation>压测未完成：%1</translation>
        </message>
        <message>
            <source>Run it again (rentdeck-cli check NAME --burn-in SECONDS). If the connection dropped under load, the machine may have lost power or crashed: check that it is still up before trusting it</source>
            <translation>请再运行一次（rentdeck-cli check NAME --burn-in SECONDS）。如果连接在负载下断开，机器可能断电或崩溃了：请先确认它仍在运行，再决定是否信任它</translation>
        </message>
        <message>
            <source>Install PyTorch with CUDA (pip install torch) or gpu-burn (git clone https://github.com/wilicc/gpu-burn &amp;&amp; cd gpu-burn &amp;&amp; make) on the instance, then run the burn-in again</source>
            <translation>请在实例上安装带 CUDA 的 PyTorch（pip install torch）或 gpu-burn（git clone https://github.com/wilicc/gpu-burn &amp;&amp; cd gpu-burn &amp;&amp; make），然后重新运行压测</translation>
        </message>
        <message>
            <source>the load failed: %1</source>
            <translation>负载运行失败：%1</translation>
        </message>
        <message>
            <source>The GPUs could not be loaded: see the error, and test one by hand (python -c "import torch; print(torch.randn(4096, 4096, device='cuda').sum())")</source>
            <translation>无法让 GPU 运行负载：请查看错误信息，并手动测试一块 GPU（python -c "import torch; print(torch.randn(4096, 4096, device='cuda').sum())"）</translation>
        </message>
        <message>
            <source>simulated load (sandbox)</source>
            <translation>模拟负载（沙盒）</translation>
        </message>
        <message>
            <source>PyTorch matmul loop</source>
            <translation>PyTorch 矩阵乘法循环</translation>
        </message>
        <message>
            <source>1 GPU</source>
            <translation>1 块 GPU</translation>
        </message>
        <message>
            <source>%1 GPUs</source>
            <translation>%1 块 GPU</translation>
        </message>
        <message>
            <source>%1 on %2 for %3 s (took %4 s), %5 samples per GPU</source>
            <translation>%1，%2，%3 秒（实际用时 %4 秒），每块 GPU %5 个采样</translation>
        </message>
        <message>
            <source>nvidia-smi answered too rarely to watch the GPUs under load: the verdicts below rest on few samples. Run a longer burn-in</source>
            <translation>nvidia-smi 响应次数太少，无法监视负载下的 GPU：下面的结论只基于少量采样。请运行更长时间的压测</translation>
        </message>
        <message>
            <source>Burn-in GPU %1</source>
            <translation>压测 GPU %1</translation>
        </message>
        <message>
            <source>correct results, steady clocks, no slowdown, under %1 °C</source>
            <translation>结果正确、频率稳定、无降频、低于 %1 °C</translation>
        </message>
        <message>
            <source>%1 TFLOPS</source>
            <translation>%1 TFLOPS</translation>
        </message>
        <message>
            <source>1 wrong result</source>
            <translation>1 个错误结果</translation>
        </message>
        <message>
            <source>%1 wrong results</source>
            <translation>%1 个错误结果</translation>
        </message>
        <message>
            <source>SM %1 MHz</source>
            <translation>SM %1 MHz</translation>
        </message>
        <message>
            <source>SM %1–%2 MHz</source>
            <translation>SM %1–%2 MHz</translation>
        </message>
        <message>
            <source>max %1 °C</source>
            <translation>最高 %1 °C</translation>
        </message>
        <message>
            <source>%1 W average</source>
            <translation>平均 %1 W</translation>
        </message>
        <message>
            <source>no samples under load</source>
            <translation>没有负载下的采样</translation>
        </message>
        <message>
            <source>the load died on this GPU: %1</source>
            <translation>负载在这块 GPU 上中断了：%1</translation>
        </message>
        <message>
            <source>GPU %1 cannot carry a load: destroy this instance and tell the provider; do not train on it</source>
            <translation>GPU %1 无法承受负载：请销毁该实例并告知服务商；不要在上面训练</translation>
        </message>
        <message>
            <source>no result for this GPU</source>
            <translation>这块 GPU 没有结果</translation>
        </message>
        <message>
            <source>The load never finished on GPU %1: it may have hung. Destroy this instance and tell the provider</source>
            <translation>GPU %1 上的负载始终没有结束：它可能卡死了。请销毁该实例并告知服务商</translation>
        </message>
        <message>
            <source>it computed wrong results</source>
            <translation>计算结果错误</translation>
        </message>
        <message>
            <source>GPU %1 gives different answers to the same matmul: it is faulty, and every result of a job on it is suspect. Destroy this instance and ask the provider for another machine or a refund</source>
            <translation>GPU %1 对同一个矩阵乘法给出了不同的结果：它有故障，在它上面运行的任务的每个结果都不可信。请销毁该实例，并要求服务商更换机器或退款</translation>
        </message>
        <message>
            <source>it reported no work done</source>
            <translation>没有报告完成任何计算</translation>
        </message>
        <message>
            <source>GPU %1 never reported a finished computation: it may be stuck or far slower than it should be. Run the burn-in again; if it repeats, ask the provider or rent another machine</source>
            <translation>GPU %1 从未报告完成过一次计算：它可能卡住了，或者比应有的速度慢得多。请重新运行压测；如果仍然如此，请联系服务商或另租一台机器</translation>
        </message>
        <message>
            <source>new uncorrectable ECC errors: %1</source>
            <translation>新增不可纠正的 ECC 错误：%1</translation>
        </message>
        <message>
            <source>GPU %1's memory failed under load: destroy this instance and ask the provider for another GPU</source>
            <translation>GPU %1 的显存在负载下出错：请销毁该实例，并要求服务商更换 GPU</translation>
        </message>
        <message>
            <source>clocked down from %1 to %2 MHz after %3 s</source>
            <translation>%3 秒后频率从 %1 MHz 降到 %2 MHz</translation>
        </message>
        <message>
            <source>slowed from %1 to %2 TFLOPS as it ran</source>
            <translation>运行中从 %1 TFLOPS 降到 %2 TFLOPS</translation>
        </message>
        <message>
            <source>slowdown active in %1 of %2 samples (%3)</source>
            <translation>%2 个采样中有 %1 个处于降频状态（%3）</translation>
        </message>
        <message>
            <source>reached %1 °C</source>
            <translation>达到 %1 °C</translation>
        </message>
        <message>
            <source>GPU %1 overheats under sustained load and slows down: a long job will run at this pace. Ask the provider to check its cooling (fans, airflow), or rent another machine</source>
            <translation>GPU %1 在持续负载下过热并降频：长时间任务将以这个速度运行。请让服务商检查散热（风扇、风道），或另租一台机器</translation>
        </message>
        <message>
            <source>GPU %1 cannot hold its clocks under sustained load (power or hardware slowdown): ask the provider to check its power supply and limits (nvidia-smi -q -d POWER,PERFORMANCE), or rent another machine</source>
            <translation>GPU %1 在持续负载下无法保持频率（功率或硬件原因降频）：请让服务商检查其供电和功率限制（nvidia-smi -q -d POWER,PERFORMANCE），或另租一台机器</translation>
        </message>
        <message>
            <source>corrected ECC errors under load: %1</source>
            <translation>负载下已纠正的 ECC 错误：%1</translation>
        </message>
        <message>
            <source>GPU %1's memory needed corrections under load: usable, but prefer another machine for long jobs</source>
            <translation>GPU %1 的显存在负载下需要纠错：可以使用，但长时间任务最好换一台机器</translation>
        </message>
        <message>
            <source>Burn-in: GPUs alike</source>
            <translation>压测：GPU 一致性</translation>
        </message>
        <message>
            <source>each GPU within %1% of the others</source>
            <translation>每块 GPU 与其他 GPU 相差不超过 %1%</translation>
        </message>
        <message>
            <source>one GPU: nothing to compare</source>
            <translation>只有一块 GPU：无从比较</translation>
        </message>
        <message>
            <source>no throughput per GPU to compare</source>
            <translation>没有每块 GPU 的吞吐量可供比较</translation>
        </message>
        <message>
            <source>GPU %1 ran %2% slower than the others (%3 vs %4 TFLOPS)</source>
            <translation>GPU %1 比其他 GPU 慢 %2%（%3 对比 %4 TFLOPS）</translation>
        </message>
        <message>
            <source>; SM clock %1 vs %2 MHz</source>
            <translation>；SM 频率 %1 对比 %2 MHz</translation>
        </message>
        <message>
            <source>; slowdown: %1</source>
            <translation>；降频：%1</translation>
        </message>
        <message>
            <source>; no slowdown reason reported</source>
            <translation>；未报告降频原因</translation>
        </message>
        <message>
            <source>%1 GPUs within %2% of each other</source>
            <translation>%1 块 GPU 彼此相差不超过 %2%</translation>
        </message>
        <message>
            <source>In a multi-GPU job every step waits for the slowest card, so the whole box runs at its pace. Ask the provider to check it (locked application clocks or a lower power limit show in nvidia-smi -q -d CLOCK,POWER), or rent another machine</source>
            <translation>多 GPU 任务的每一步都要等最慢的那块卡，所以整台机器都按它的速度运行。请让服务商检查它（锁定的应用频率或较低的功率限制会显示在 nvidia-smi -q -d CLOCK,POWER 中），或另租一台机器</translation>
        </message>
        <message>
            <source>Burn-in: driver errors (Xid)</source>
            <translation>压测：驱动错误（Xid）</translation>
        </message>
        <message>
            <source>no new Xid lines in the kernel log</source>
            <translation>内核日志中没有新的 Xid 记录</translation>
        </message>
        <message>
            <source>the kernel log cannot be read here (containers usually cannot)</source>
            <translation>此处无法读取内核日志（容器通常无法读取）</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>new Xid lines: %1 (%2)</source>
            <translation>新增 Xid 记录：%1（%2）</translation>
        </message>
        <message>
            <source>The driver reported GPU faults under load (memory, NVLink or a GPU that fell off the bus): destroy this instance and tell the provider the Xid numbers</source>
            <translation>驱动报告了负载下的 GPU 故障（显存、NVLink，或 GPU 从总线上掉线）：请销毁该实例，并把 Xid 编号告知服务商</translation>
        </message>
        <message>
            <source>The driver reported GPU errors under load: run the burn-in again; if they come back, ask the provider or rent another machine</source>
            <translation>驱动报告了负载下的 GPU 错误：请重新运行压测；如果错误再次出现，请联系服务商或另租一台机器</translation>
        </message>
    </context>
    <context>
        <name>CheckEvaluator</name>
        <message>
            <source>thermal slowdown (%1)</source>
            <translation>过热降频（%1）</translation>
        </message>
        <message>
            <source>power brake (%1)</source>
            <translation>电源制动降频（%1）</translation>
        </message>
        <message>
            <source>hardware slowdown: heat or power (%1)</source>
            <translation>硬件降频：过热或供电问题（%1）</translation>
        </message>
        <message>
            <source>Probe ran</source>
            <translation>探测脚本运行</translation>
        </message>
        <message>
            <source>one JSON object from rentdeck-probe.sh</source>
            <translation>rentdeck-probe.sh 输出一个 JSON 对象</translation>
        </message>
        <message>
            <source>The instance must run POSIX sh commands over SSH: try rentdeck-cli exec NAME -- echo ok, and check that /bin/sh, df and awk exist on the image</source>
            <translation>实例必须能通过 SSH 执行 POSIX sh 命令：请试试 rentdeck-cli exec NAME -- echo ok，并检查镜像中是否有 /bin/sh、df 和 awk</translation>
        </message>
        <message>
            <source>no output</source>
            <translation>无输出</translation>
        </message>
        <message>
            <source>the probe's output is not its JSON (exit status %1): %2</source>
            <translation>探测脚本的输出不是预期的 JSON（退出状态 %1）：%2</translation>
        </message>
        <message>
            <source>nvidia-smi -q -x exited with %1: %2</source>
            <translation>nvidia-smi -q -x 退出码为 %1：%2</translation>
        </message>
        <message>
            <source>no GPU data (see "GPUs visible")</source>
            <translation>没有 GPU 数据（见“GPU 可见”）</translation>
        </message>
        <message>
            <source>GPUs visible</source>
            <translation>GPU 可见</translation>
        </message>
        <message>
            <source>nvidia-smi lists the GPUs</source>
            <translation>nvidia-smi 列出 GPU</translation>
        </message>
        <message>
            <source>nvidia-smi not found: no NVIDIA driver on this image</source>
            <translation>未找到 nvidia-smi：该镜像中没有 NVIDIA 驱动</translation>
        </message>
        <message>
            <source>Pick an image with the NVIDIA driver/CUDA runtime (e.g. a pytorch/pytorch CUDA image), or ask the provider; on your own host install the driver (sudo apt install nvidia-driver-550) and reboot</source>
            <translation>请选择带 NVIDIA 驱动/CUDA 运行时的镜像（例如 pytorch/pytorch 的 CUDA 镜像），或咨询服务商；如果是你自己的主机，请安装驱动（sudo apt install nvidia-driver-550）并重启</translation>
        </message>
        <message>
            <source>%1: "%2"</source>
            <translation>%1：“%2”</translation>
        </message>
        <message>
            <source>nvidia-smi answered something unreadable: run nvidia-smi -q -x on the instance and send it to the provider; do not start a job until it prints the GPUs</source>
            <translation>nvidia-smi 的输出无法识别：请在实例上运行 nvidia-smi -q -x 并把结果发给服务商；在它能列出 GPU 之前不要开始任务</translation>
        </message>
        <message>
            <source>nvidia-smi lists no GPU</source>
            <translation>nvidia-smi 没有列出任何 GPU</translation>
        </message>
        <message>
            <source>The GPUs are not attached to this machine: ask the provider, or destroy this instance</source>
            <translation>GPU 没有挂载到这台机器上：请联系服务商，或销毁该实例</translation>
        </message>
        <message>
            <source>%1 × %2%3</source>
            <translation>%1 × %2%3</translation>
        </message>
        <message>
            <source> (sandbox simulator)</source>
            <translation>（沙盒模拟器）</translation>
        </message>
        <message>
            <source>Count and model as sold</source>
            <translation>数量和型号与报价一致</translation>
        </message>
        <message>
            <source>%1 × %2</source>
            <translation>%1 × %2</translation>
        </message>
        <message>
            <source>nothing listed to compare with</source>
            <translation>报价未标注，无从对比</translation>
        </message>
        <message>
            <source>This is not the GPU you paid for: ask the provider for a %1 or a refund, and destroy the instance while it is still cheap</source>
            <translation>这不是你付费租用的 GPU：请要求服务商提供 %1 或退款，并趁花费尚少时销毁该实例</translation>
        </message>
        <message>
            <source>%1 of %2 GPUs are %3</source>
            <translation>%2 块 GPU 中有 %1 块是 %3</translation>
        </message>
        <message>
            <source>GPUs are missing: ask the provider for the %1 you paid for or a refund; multi-GPU jobs will not start as configured</source>
            <translation>缺少 GPU：请要求服务商补足你付费租用的 %1 块 GPU 或退款；多卡任务将无法按配置启动</translation>
        </message>
        <message>
            <source>VRAM vs nominal</source>
            <translation>显存与标称值</translation>
        </message>
        <message>
            <source>nvidia-smi did not report the memory size</source>
            <translation>nvidia-smi 没有报告显存大小</translation>
        </message>
        <message>
            <source>no nominal figure for %1</source>
            <translation>没有 %1 的标称值</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <source>%1 as sold</source>
            <translation>报价标注 %1</translation>
        </message>
        <message>
            <source>this is a %1 slice of a %2 card; ask for a whole card or a refund</source>
            <translation>这是从 %2 显卡上切分出的 %1；请要求整卡或退款</translation>
        </message>
        <message>
            <source>Driver and CUDA</source>
            <translation>驱动和 CUDA</translation>
        </message>
        <message>
            <source>driver %1</source>
            <translation>驱动 %1</translation>
        </message>
        <message>
            <source>driver %1, CUDA ≤ %2</source>
            <translation>驱动 %1，CUDA ≤ %2</translation>
        </message>
        <message>
            <source>a driver version</source>
            <translation>可识别的驱动版本</translation>
        </message>
        <message>
            <source>CUDA ≤ %1 (driver %2) as listed</source>
            <translation>报价标注 CUDA ≤ %1（驱动 %2）</translation>
        </message>
        <message>
            <source>The driver is older than the listing said: ask the provider to fix it or refund, or destroy this instance and pick an offer listing CUDA ≥ %1</source>
            <translation>驱动比报价标注的旧：请要求服务商修复或退款，或销毁该实例，另选标注 CUDA ≥ %1 的报价</translation>
        </message>
        <message>
            <source>driver ≥ %1 (runs CUDA 12.x images)</source>
            <translation>驱动 ≥ %1（可运行 CUDA 12.x 镜像）</translation>
        </message>
        <message>
            <source>Old driver: current images (PyTorch ≥ 2.4, TensorFlow ≥ 2.15 need CUDA 12) will not run. Use CUDA 11.8 builds (pip install torch --index-url https://download.pytorch.org/whl/cu118) or ask for a host with driver ≥ %1</source>
            <translation>驱动过旧：当前的镜像（PyTorch ≥ 2.4、TensorFlow ≥ 2.15 需要 CUDA 12）无法运行。请使用 CUDA 11.8 构建（pip install torch --index-url https://download.pytorch.org/whl/cu118），或要求换一台驱动 ≥ %1 的主机</translation>
        </message>
        <message>
            <source>This driver cannot run any current CUDA build: ask for a host with driver ≥ %1 or a refund</source>
            <translation>该驱动无法运行任何当前的 CUDA 构建：请要求换一台驱动 ≥ %1 的主机或退款</translation>
        </message>
        <message>
            <source>Frameworks vs driver</source>
            <translation>框架与驱动兼容性</translation>
        </message>
        <message>
            <source>no Python on the instance</source>
            <translation>实例上没有 Python</translation>
        </message>
        <message>
            <source>framework detection did not finish (python took too long or failed)</source>
            <translation>框架检测未完成（python 运行超时或失败）</translation>
        </message>
        <message>
            <source>no PyTorch, TensorFlow or PaddlePaddle in %1 (Python %2)</source>
            <translation>%1（Python %2）中没有 PyTorch、TensorFlow 或 PaddlePaddle</translation>
        </message>
        <message>
            <source>%1 vs driver</source>
            <translation>%1 与驱动兼容性</translation>
        </message>
        <message>
            <source>import %1 failed: %2</source>
            <translation>import %1 失败：%2</translation>
        </message>
        <message>
            <source>imports cleanly</source>
            <translation>可正常 import</translation>
        </message>
        <message>
            <source>Reinstall it (pip install --force-reinstall %1) or use the image's own Python environment</source>
            <translation>请重新安装（pip install --force-reinstall %1），或使用镜像自带的 Python 环境</translation>
        </message>
        <message>
            <source>%1 %2 (CPU-only build)</source>
            <translation>%1 %2（纯 CPU 构建）</translation>
        </message>
        <message>
            <source>%1 %2 (CUDA %3)</source>
            <translation>%1 %2（CUDA %3）</translation>
        </message>
        <message>
            <source>, cuDNN %1</source>
            <translation>，cuDNN %1</translation>
        </message>
        <message>
            <source>a working NVIDIA driver to judge against</source>
            <translation>需要正常工作的 NVIDIA 驱动作为判断依据</translation>
        </message>
        <message>
            <source>CUDA build ≤ %1</source>
            <translation>CUDA ≤ %1 的构建</translation>
        </message>
        <message>
            <source>This %1 build cannot use the GPU: install a CUDA build%2</source>
            <translation>该 %1 构建无法使用 GPU：请安装 CUDA 构建%2</translation>
        </message>
        <message>
            <source>: torch.cuda.is_available() is False</source>
            <translation>：torch.cuda.is_available() 为 False</translation>
        </message>
        <message>
            <source>PyTorch cannot reach the GPU: check CUDA_VISIBLE_DEVICES, that the container runs with GPU access (--gpus all), and the driver check above</source>
            <translation>PyTorch 无法访问 GPU：请检查 CUDA_VISIBLE_DEVICES、容器运行时是否开放了 GPU 访问（--gpus all），以及上面的驱动检查</translation>
        </message>
        <message>
            <source>Throttling</source>
            <translation>降频</translation>
        </message>
        <message>
            <source>GPU %1: %2%3</source>
            <translation>GPU %1：%2%3</translation>
        </message>
        <message>
            <source> at %1 °C</source>
            <translation>，温度 %1 °C</translation>
        </message>
        <message>
            <source>no thermal/power slowdown active</source>
            <translation>没有因温度或功率导致的降频</translation>
        </message>
        <message>
            <source>no slowdown reason active</source>
            <translation>没有降频原因</translation>
        </message>
        <message>
            <source>The GPU is slowing itself down (too hot or power-limited): expect far less speed than paid for. Ask the provider to check cooling and power, or destroy this instance and rent another machine</source>
            <translation>GPU 正在自行降频（过热或功率受限）：实际速度会远低于付费应得的水平。请让服务商检查散热和供电，或销毁该实例并另租一台机器</translation>
        </message>
        <message>
            <source>SM clock under load</source>
            <translation>负载下的 SM 频率</translation>
        </message>
        <message>
            <source>≥ %1 of max while busy</source>
            <translation>繁忙时 ≥ 最高频率的 %1</translation>
        </message>
        <message>
            <source>GPU %1: SM %2 of %3 MHz (%4) at %5% load</source>
            <translation>GPU %1：SM %2 / %3 MHz（%4），负载 %5%</translation>
        </message>
        <message>
            <source>Clocks sag under load%1: the card will run well below its rated speed. Ask the provider to check cooling/power limits, or move to another machine</source>
            <translation>负载下频率下降%1：显卡的运行速度将远低于额定速度。请让服务商检查散热/功率限制，或换一台机器</translation>
        </message>
        <message>
            <source>the GPU was not busy while sampled</source>
            <translation>采样时 GPU 并不繁忙</translation>
        </message>
        <message>
            <source>the GPU was idle during the probe</source>
            <translation>探测期间 GPU 处于空闲状态</translation>
        </message>
        <message>
            <source>Run with --stress SECONDS to check clocks under load</source>
            <translation>请加上 --stress SECONDS 运行，以检查负载下的频率</translation>
        </message>
        <message>
            <source>ECC and retired memory</source>
            <translation>ECC 与显存页退役</translation>
        </message>
        <message>
            <source>GPU %1: %2 uncorrectable ECC errors</source>
            <translation>GPU %1：%2 个不可纠正的 ECC 错误</translation>
        </message>
        <message>
            <source>GPU %1: page retirement/row remapping pending or failed</source>
            <translation>GPU %1：页退役/行重映射待处理或失败</translation>
        </message>
        <message>
            <source>GPU %1: %2 retired pages, %3 remapped rows</source>
            <translation>GPU %1：%2 个已退役页，%3 个已重映射行</translation>
        </message>
        <message>
            <source>no uncorrectable errors, nothing pending</source>
            <translation>没有不可纠正的错误，也没有待处理项</translation>
        </message>
        <message>
            <source>The GPU memory is failing: results may be wrong and jobs may crash. Destroy this instance and ask the provider for another GPU or a refund</source>
            <translation>GPU 显存正在出故障：计算结果可能出错，任务可能崩溃。请销毁该实例，并要求服务商更换 GPU 或退款</translation>
        </message>
        <message>
            <source>The memory has had errors before (now retired/remapped): usable, but prefer another machine for long jobs</source>
            <translation>显存曾出现过错误（现已退役/重映射）：可以使用，但长时间任务最好换一台机器</translation>
        </message>
        <message>
            <source>not reported (this card has no ECC)</source>
            <translation>未报告（该显卡不支持 ECC）</translation>
        </message>
        <message>
            <source>no uncorrectable errors</source>
            <translation>没有不可纠正的错误</translation>
        </message>
        <message>
            <source>Other GPU processes</source>
            <translation>其他 GPU 进程</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>nvidia-smi --query-compute-apps failed</source>
            <translation>nvidia-smi --query-compute-apps 执行失败</translation>
        </message>
        <message>
            <source>pid %1 %2 (%3 MiB)</source>
            <translation>pid %1 %2（%3 MiB）</translation>
        </message>
        <message>
            <source>Something is already using the GPU and its memory. If it is not yours, someone else's job shares this GPU: ask the provider or destroy this instance; if it is yours, stop it (kill PID) before training</source>
            <translation>已有程序在占用 GPU 及其显存。如果不是你的，说明别人的任务在共用这块 GPU：请联系服务商或销毁该实例；如果是你自己的，请在训练前停止它（kill PID）</translation>
        </message>
        <message>
            <source>Matmul TFLOPS (bf16)</source>
            <translation>矩阵乘法 TFLOPS（bf16）</translation>
        </message>
        <message>
            <source>Memory bandwidth</source>
            <translation>显存带宽</translation>
        </message>
        <message>
            <source>the benchmark did not finish: %1</source>
            <translation>基准测试未完成：%1</translation>
        </message>
        <message>
            <source>Run it again with a longer --stress; if it keeps failing, test the GPU by hand (python -c "import torch; print(torch.randn(8192, 8192, device='cuda').sum())")</source>
            <translation>请用更长的 --stress 再运行一次；如果仍然失败，请手动测试 GPU（python -c "import torch; print(torch.randn(8192, 8192, device='cuda').sum())"）</translation>
        </message>
        <message>
            <source>Install PyTorch with CUDA on the instance to measure the GPU</source>
            <translation>请在实例上安装带 CUDA 的 PyTorch，以测量 GPU 性能</translation>
        </message>
        <message>
            <source> (simulated)</source>
            <translation>（模拟）</translation>
        </message>
        <message>
            <source>%1 TFLOPS%2</source>
            <translation>%1 TFLOPS%2</translation>
        </message>
        <message>
            <source>no nominal figure in the catalog</source>
            <translation>目录中没有标称值</translation>
        </message>
        <message>
            <source>%1 TFLOPS (%2 of nominal)%3</source>
            <translation>%1 TFLOPS（标称值的 %2）%3</translation>
        </message>
        <message>
            <source>≥ %1 of %2 TFLOPS</source>
            <translation>≥ %2 TFLOPS 的 %1</translation>
        </message>
        <message>
            <source>The GPU delivers well under its rated speed (see the throttling and clock checks): ask the provider, or destroy this instance while it is still cheap</source>
            <translation>GPU 实际性能远低于额定值（参见降频和频率检查）：请联系服务商，或趁花费尚少时销毁该实例</translation>
        </message>
        <message>
            <source>%1 GB/s (%2 of nominal)%3</source>
            <translation>%1 GB/s（标称值的 %2）%3</translation>
        </message>
        <message>
            <source>≥ %1 of %2 GB/s</source>
            <translation>≥ %2 GB/s 的 %1</translation>
        </message>
        <message>
            <source>Memory bandwidth is low: the card may be throttled or shared</source>
            <translation>显存带宽偏低：显卡可能在降频，或与他人共用</translation>
        </message>
        <message>
            <source>%1 GB/s%2</source>
            <translation>%1 GB/s%2</translation>
        </message>
        <message>
            <source>informational (no nominal figure in the catalog)</source>
            <translation>仅供参考（目录中没有标称值）</translation>
        </message>
        <message>
            <source>Xid errors in kernel log</source>
            <translation>内核日志中的 Xid 错误</translation>
        </message>
        <message>
            <source>kernel log not readable%1</source>
            <translation>无法读取内核日志%1</translation>
        </message>
        <message>
            <source>Nothing to do; containers usually cannot read dmesg. If jobs crash, ask the provider for the host's Xid history</source>
            <translation>无需处理；容器通常无法读取 dmesg。如果任务崩溃，请向服务商索取该主机的 Xid 记录</translation>
        </message>
        <message>
            <source>Xid %1 on %2</source>
            <translation>%2 上的 Xid %1</translation>
        </message>
        <message>
            <source>none (%1)</source>
            <translation>无（%1）</translation>
        </message>
        <message>
            <source>The GPU has reported hardware or memory faults (Xid 48/63/64/74/79/9x/119/120): destroy this instance and ask for another machine or a refund</source>
            <translation>GPU 报告了硬件或显存故障（Xid 48/63/64/74/79/9x/119/120）：请销毁该实例，并要求更换机器或退款</translation>
        </message>
        <message>
            <source>The driver reported GPU errors: usually an application fault, but if they repeat without your jobs, ask the provider</source>
            <translation>驱动报告了 GPU 错误：通常是应用程序的问题；但如果没有运行你的任务时也反复出现，请联系服务商</translation>
        </message>
        <message>
            <source>df gave no answer for %1</source>
            <translation>df 没有返回 %1 的信息</translation>
        </message>
        <message>
            <source>, inodes %1% free</source>
            <translation>，inode 剩余 %1%</translation>
        </message>
        <message>
            <source>≥ %1 and ≥ %2% free, inodes ≥ %3% free</source>
            <translation>剩余 ≥ %1 且 ≥ %2%，inode 剩余 ≥ %3%</translation>
        </message>
        <message>
            <source>Checkpoints and datasets will fail to write: free space on %1, or relaunch with a bigger disk (rentdeck-cli launch --disk GB)</source>
            <translation>模型检查点和数据集将无法写入：请清理 %1 上的空间，或换用更大的磁盘重新启动（rentdeck-cli launch --disk GB）</translation>
        </message>
        <message>
            <source>Out of inodes: many small files will fail to write; pack datasets into shards (tar/WebDataset) or ask for another disk</source>
            <translation>inode 已用尽：大量小文件将无法写入；请将数据集打包成分片（tar/WebDataset），或要求更换磁盘</translation>
        </message>
        <message>
            <source>Disk free</source>
            <translation>磁盘剩余空间</translation>
        </message>
        <message>
            <source>the probe sent no df</source>
            <translation>探测脚本没有返回 df 结果</translation>
        </message>
        <message>
            <source>Data disk speed</source>
            <translation>数据盘速度</translation>
        </message>
        <message>
            <source>≥ %1 MB/s sequential, ≥ %2 small files/s</source>
            <translation>顺序写入 ≥ %1 MB/s，小文件 ≥ %2 个/秒</translation>
        </message>
        <message>
            <source>not tested</source>
            <translation>未测试</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>write %1, read %2 (dd, 64 MiB)</source>
            <translation>写入 %1，读取 %2（dd，64 MiB）</translation>
        </message>
        <message>
            <source>write %1 MB/s, read %2 MB/s; %3 small files: %4 created/s, %5 read/s</source>
            <translation>写入 %1 MB/s，读取 %2 MB/s；%3 个小文件：每秒创建 %4 个，每秒读取 %5 个</translation>
        </message>
        <message>
            <source>The data disk is slow and will starve the GPU: copy data to local NVMe first, store it as larger shards (tar/WebDataset), and use more DataLoader workers</source>
            <translation>数据盘太慢，GPU 会因等数据而空转：请先把数据复制到本地 NVMe，存成较大的分片（tar/WebDataset），并增加 DataLoader worker 数量</translation>
        </message>
        <message>
            <source>CPU cores per GPU</source>
            <translation>每块 GPU 的 CPU 核数</translation>
        </message>
        <message>
            <source>nproc gave no answer</source>
            <translation>nproc 没有返回结果</translation>
        </message>
        <message>
            <source>%1 cores for %2 GPU(s) (as listed; the sandbox shares this computer's %3)</source>
            <translation>%1 核 / %2 块 GPU（按报价标注；沙盒与本机共用 %3 核）</translation>
        </message>
        <message>
            <source>%1 cores for %2 GPU(s)</source>
            <translation>%1 核 / %2 块 GPU</translation>
        </message>
        <message>
            <source>≥ %1 per GPU</source>
            <translation>每块 GPU ≥ %1</translation>
        </message>
        <message>
            <source>Too few cores to feed the GPUs: data loading and augmentation will bottleneck training. Ask for ≥ %1 cores per GPU, preprocess data offline, or decode on the GPU (DALI)</source>
            <translation>CPU 核数太少，喂不饱 GPU：数据加载和增强将成为训练瓶颈。请要求每块 GPU ≥ %1 核，或离线预处理数据，或在 GPU 上解码（DALI）</translation>
        </message>
        <message>
            <source>RAM per GPU</source>
            <translation>每块 GPU 的内存</translation>
        </message>
        <message>
            <source>/proc/meminfo gave no answer</source>
            <translation>/proc/meminfo 没有返回结果</translation>
        </message>
        <message>
            <source>%1 for %2 GPU(s) (as listed; the sandbox shares this computer's %3)</source>
            <translation>%1 / %2 块 GPU（按报价标注；沙盒与本机共用 %3）</translation>
        </message>
        <message>
            <source>%1 for %2 GPU(s)</source>
            <translation>%1 / %2 块 GPU</translation>
        </message>
        <message>
            <source>DataLoader workers, pinned memory and checkpoint loading need host RAM: ask for ≥ %1 per GPU, or lower num_workers and prefetch_factor</source>
            <translation>DataLoader worker、锁页内存和加载模型检查点都需要主机内存：请要求每块 GPU ≥ %1，或调低 num_workers 和 prefetch_factor</translation>
        </message>
        <message>
            <source>Shared memory (/dev/shm)</source>
            <translation>共享内存（/dev/shm）</translation>
        </message>
        <message>
            <source>≥ %1</source>
            <translation>≥ %1</translation>
        </message>
        <message>
            <source>/dev/shm is not mounted</source>
            <translation>/dev/shm 未挂载</translation>
        </message>
        <message>
            <source>PyTorch DataLoader workers need /dev/shm: start the container with --shm-size=16g (or --ipc=host), or set num_workers=0</source>
            <translation>PyTorch DataLoader worker 需要 /dev/shm：请用 --shm-size=16g（或 --ipc=host）启动容器，或设置 num_workers=0</translation>
        </message>
        <message>
            <source>%1 MB</source>
            <translation>%1 MB</translation>
        </message>
        <message>
            <source>Outbound network</source>
            <translation>外网访问</translation>
        </message>
        <message>
            <source>pypi.org and download.pytorch.org reachable</source>
            <translation>可访问 pypi.org 和 download.pytorch.org</translation>
        </message>
        <message>
            <source>%1 (%2 ms)</source>
            <translation>%1（%2 毫秒）</translation>
        </message>
        <message>
            <source>no outbound network (%1)</source>
            <translation>无法访问外网（%1）</translation>
        </message>
        <message>
            <source>pip/conda installs and dataset downloads will fail: use an image with everything installed, bring wheels and data with rentdeck-cli sync push, or ask for an instance with internet access</source>
            <translation>pip/conda 安装和数据集下载都会失败：请使用已预装所需软件的镜像，用 rentdeck-cli sync push 上传 wheel 包和数据，或要求提供可访问外网的实例</translation>
        </message>
        <message>
            <source>reached %1; failed %2</source>
            <translation>可访问 %1；无法访问 %2</translation>
        </message>
        <message>
            <source>Some package indexes are blocked: configure a mirror (pip config set global.index-url …)</source>
            <translation>部分软件包索引无法访问：请配置镜像源（pip config set global.index-url …）</translation>
        </message>
        <message>
            <source>reached %1</source>
            <translation>可访问 %1</translation>
        </message>
        <message>
            <source>Disk free (work dir)</source>
            <translation>磁盘剩余空间（工作目录）</translation>
        </message>
        <message>
            <source>Disk free (data dir)</source>
            <translation>磁盘剩余空间（数据目录）</translation>
        </message>
        <message>
            <source>%1: %2 free of %3 (%4%)</source>
            <translation>%1：剩余 %2，共 %3（%4%）</translation>
        </message>
        <message>
            <source>%1, but %2</source>
            <translation>%1，但是：%2</translation>
        </message>
        <message>
            <source>Run nvidia-smi -q -x again on the instance and check the whole document arrives: a cut-off or trimmed copy leaves the driver, CUDA or memory checks without data</source>
            <translation>请在实例上重新运行 nvidia-smi -q -x，并确认收到的是完整文档：被截断或删减的副本会让驱动、CUDA 或显存检查缺少数据</translation>
        </message>
        <message>
            <source>DataLoader workers (num_workers=4 per GPU: %1 here) pass batches through /dev/shm and crash with "Bus error" when it is this small: start the container with --shm-size=%2g (or --ipc=host; rentdeck-cli launch --shm-size where the provider takes it), or lower num_workers</source>
            <translation>DataLoader 的 worker（每块 GPU num_workers=4：这里共 %1 个）通过 /dev/shm 传递批次，它这么小时会因 "Bus error" 崩溃：请用 --shm-size=%2g 启动容器（或 --ipc=host；服务商支持时可用 rentdeck-cli launch --shm-size），或减小 num_workers</translation>
        </message>
        <message>
            <source>Locked memory (memlock)</source>
            <translation>锁定内存（memlock）</translation>
        </message>
        <message>
            <source>unlimited (NCCL and RDMA pin memory)</source>
            <translation>无限制（NCCL 和 RDMA 会锁定内存）</translation>
        </message>
        <message>
            <source>any (one GPU)</source>
            <translation>任意（单块 GPU）</translation>
        </message>
        <message>
            <source>not reported</source>
            <translation>未报告</translation>
        </message>
        <message>
            <source>unlimited</source>
            <translation>无限制</translation>
        </message>
        <message>
            <source>unreadable: %1</source>
            <translation>无法解析：%1</translation>
        </message>
        <message>
            <source>%1 KB</source>
            <translation>%1 KB</translation>
        </message>
        <message>
            <source>Multi-GPU training through NCCL (over InfiniBand/RDMA above all) pins memory and fails or falls back to slow paths with a small limit: start the container with --ulimit memlock=-1 (as NVIDIA's containers ask), or raise memlock in /etc/security/limits.conf on your own host</source>
            <translation>通过 NCCL 进行的多 GPU 训练（尤其是走 InfiniBand/RDMA 时）会锁定内存，限制太小时会失败或退回到慢速路径：请用 --ulimit memlock=-1 启动容器（NVIDIA 的容器也要求这样做），或在你自己的主机上调高 /etc/security/limits.conf 中的 memlock</translation>
        </message>
        <message>
            <source>nvidia-smi topo -m gave nothing</source>
            <translation>nvidia-smi topo -m 没有输出</translation>
        </message>
        <message>
            <source>nvidia-smi topo -m failed: %1</source>
            <translation>nvidia-smi topo -m 失败：%1</translation>
        </message>
        <message>
            <source>GPU interconnect</source>
            <translation>GPU 互连</translation>
        </message>
        <message>
            <source>NVLink between the GPUs, as listed</source>
            <translation>GPU 之间为 NVLink（与报价一致）</translation>
        </message>
        <message>
            <source>how the GPUs reach each other</source>
            <translation>GPU 之间如何互连</translation>
        </message>
        <message>
            <source>one GPU: nothing to connect</source>
            <translation>只有一块 GPU：无需互连</translation>
        </message>
        <message>
            <source>Only some GPUs are joined by NVLink, though the offer listed it for all: collective operations run at the speed of the PCIe pairs. Ask the provider, or rent another machine</source>
            <translation>只有部分 GPU 通过 NVLink 相连，而报价写的是全部相连：集合通信只能以 PCIe 那几对的速度运行。请联系服务商，或换一台机器</translation>
        </message>
        <message>
            <source>The GPUs talk over PCIe, not the NVLink the offer listed: gradient all-reduce will be several times slower. Ask the provider for the machine you paid for or a refund</source>
            <translation>GPU 之间走的是 PCIe，而不是报价写的 NVLink：梯度 all-reduce 会慢好几倍。请向服务商要你付费的那种机器，或要求退款</translation>
        </message>
        <message>
            <source>%1 GPUs over PCIe with traffic between CPU sockets: every all-reduce crosses the CPU interconnect, so data-parallel training of large models scales poorly here. Fine for independent jobs per GPU or small models; for large ones prefer an NVLink (SXM) machine, or keep each job within GPUs of one socket</source>
            <translation>%1 块 GPU 通过 PCIe 互连，且流量要跨 CPU 插槽：每次 all-reduce 都要经过 CPU 之间的互连，大模型的数据并行训练在这里扩展性很差。每块 GPU 各跑各的任务或小模型没问题；大模型请选 NVLink（SXM）机器，或让每个任务只用同一插槽下的 GPU</translation>
        </message>
        <message>
            <source>GPU peer-to-peer access</source>
            <translation>GPU 点对点（P2P）访问</translation>
        </message>
        <message>
            <source>every GPU pair reaches the other directly</source>
            <translation>每对 GPU 都能直接互访</translation>
        </message>
        <message>
            <source>all %1 GPUs reach each other directly%2</source>
            <translation>全部 %1 块 GPU 都能直接互访%2</translation>
        </message>
        <message>
            <source>no GPU pair has peer-to-peer access</source>
            <translation>没有任何一对 GPU 能点对点访问</translation>
        </message>
        <message>
            <source>%1 of %2 GPU pairs lack peer-to-peer access: %3</source>
            <translation>%2 对 GPU 中有 %1 对不能点对点访问：%3</translation>
        </message>
        <message>
            <source>NCCL copies through host memory between those GPUs (GeForce cards and GPUs on different CPU sockets have no peer access): for multi-GPU training rent an NVLink or SXM box; if NCCL hangs, set NCCL_P2P_DISABLE=1</source>
            <translation>这些 GPU 之间 NCCL 要经主机内存中转（GeForce 显卡以及位于不同 CPU 插槽上的 GPU 之间无法点对点访问）：多卡训练请租用 NVLink 或 SXM 机器；如果 NCCL 卡住，请设置 NCCL_P2P_DISABLE=1</translation>
        </message>
        <message>
            <source>All-reduce bandwidth</source>
            <translation>All-reduce 带宽</translation>
        </message>
        <message>
            <source>the all-reduce did not run: %1</source>
            <translation>all-reduce 未能运行：%1</translation>
        </message>
        <message>
            <source>Check NCCL by hand: python -c "import torch, torch.cuda.nccl as n; print(n.version())"</source>
            <translation>请手动检查 NCCL：python -c "import torch, torch.cuda.nccl as n; print(n.version())"</translation>
        </message>
        <message>
            <source>%1 GB/s bus bandwidth across %2 GPUs (%3% of the %4 GB/s planned for %5)%6</source>
            <translation>%2 块 GPU 间总线带宽 %1 GB/s（为 %5 规划的 %4 GB/s 的 %3%）%6</translation>
        </message>
        <message>
            <source>≥ %1% of %2 GB/s</source>
            <translation>≥ %2 GB/s 的 %1%</translation>
        </message>
        <message>
            <source>Gradient sync here takes %1× as long as planned; the planner uses this measurement for this offer from now on. For data-parallel training across these GPUs rent a box with NVLink, or use fewer GPUs</source>
            <translation>这里的梯度同步耗时是规划值的 %1 倍；今后规划器对该报价会使用这次的实测值。若要在这些 GPU 上做数据并行训练，请租用带 NVLink 的机器，或减少 GPU 数量</translation>
        </message>
        <message>
            <source>npu-smi info exited with %1: %2</source>
            <translation>npu-smi info 退出码为 %1：%2</translation>
        </message>
        <message>
            <source>NPUs visible</source>
            <translation>NPU 可见</translation>
        </message>
        <message>
            <source>npu-smi lists the NPUs, all healthy</source>
            <translation>npu-smi 列出 NPU，且全部健康</translation>
        </message>
        <message>
            <source>npu-smi answered something unreadable: run npu-smi info on the instance; if it fails, the NPU driver is not loaded (ask the provider)</source>
            <translation>npu-smi 的输出无法识别：请在实例上运行 npu-smi info；如果运行失败，说明 NPU 驱动未加载（请联系服务商）</translation>
        </message>
        <message>
            <source>NPU %1 chip %2: %3</source>
            <translation>NPU %1 芯片 %2：%3</translation>
        </message>
        <message>
            <source>%1 × Ascend %2 (driver %3)</source>
            <translation>%1 × Ascend %2（驱动 %3）</translation>
        </message>
        <message>
            <source>npu-smi lists no NPU</source>
            <translation>npu-smi 没有列出任何 NPU</translation>
        </message>
        <message>
            <source>The NPUs are not attached to this container: ask the provider, or destroy this instance</source>
            <translation>NPU 没有挂载到这个容器上：请联系服务商，或销毁该实例</translation>
        </message>
        <message>
            <source>An NPU reports a fault (npu-smi info -t health -i N says which): destroy this instance and ask for another machine</source>
            <translation>有 NPU 报告了故障（npu-smi info -t health -i N 可查看是哪一块）：请销毁该实例，并要求更换机器</translation>
        </message>
        <message>
            <source>%1 NPUs as sold</source>
            <translation>报价标注 %1 块 NPU</translation>
        </message>
        <message>
            <source>Fewer NPUs than you pay for: check ASCEND_RT_VISIBLE_DEVICES, then ask the provider or destroy this instance</source>
            <translation>NPU 数量少于你付费租用的数量：请检查 ASCEND_RT_VISIBLE_DEVICES，然后联系服务商或销毁该实例</translation>
        </message>
        <message>
            <source>CANN toolkit</source>
            <translation>CANN 工具包</translation>
        </message>
        <message>
            <source>no CANN release found (ascend_toolkit_install.info, version.cfg)</source>
            <translation>未找到 CANN 版本（ascend_toolkit_install.info、version.cfg）</translation>
        </message>
        <message>
            <source>CANN installed and sourced</source>
            <translation>CANN 已安装，且已 source 其环境脚本</translation>
        </message>
        <message>
            <source>Install the CANN toolkit that fits your framework and run source /usr/local/Ascend/ascend-toolkit/set_env.sh (CANN 8.5 and later: /usr/local/Ascend/cann/set_env.sh) in your shell profile</source>
            <translation>请安装与你的框架匹配的 CANN 工具包，并在 shell 配置文件中运行 source /usr/local/Ascend/ascend-toolkit/set_env.sh（CANN 8.5 及更高版本：/usr/local/Ascend/cann/set_env.sh）</translation>
        </message>
        <message>
            <source>CANN %1</source>
            <translation>CANN %1</translation>
        </message>
        <message>
            <source>torch_npu vs torch and CANN</source>
            <translation>torch_npu 与 torch 和 CANN 的兼容性</translation>
        </message>
        <message>
            <source>torch_npu %1 with torch %2 and CANN %3</source>
            <translation>torch_npu %1，torch %2，CANN %3</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>未知</translation>
        </message>
        <message>
            <source>torch %1 exactly, CANN %2</source>
            <translation>torch 正好为 %1，CANN %2</translation>
        </message>
        <message>
            <source>the torch and CANN of this torch_npu</source>
            <translation>该 torch_npu 对应的 torch 和 CANN</translation>
        </message>
        <message>
            <source>pip install torch==%1 torch-npu==%2 (built for CANN %3)</source>
            <translation>pip install torch==%1 torch-npu==%2（为 CANN %3 构建）</translation>
        </message>
        <message>
            <source>: this torch_npu is built for torch %1</source>
            <translation>：该 torch_npu 是为 torch %1 构建的</translation>
        </message>
        <message>
            <source>pip install torch==%1</source>
            <translation>pip install torch==%1</translation>
        </message>
        <message>
            <source>: this torch_npu supports CANN %1</source>
            <translation>：该 torch_npu 支持 CANN %1</translation>
        </message>
        <message>
            <source>Install CANN %1, or a torch_npu release for CANN %2 (Ascend/pytorch's COMPATIBILITY table)</source>
            <translation>请安装 CANN %1，或安装适用于 CANN %2 的 torch_npu 版本（见 Ascend/pytorch 的 COMPATIBILITY 表）</translation>
        </message>
        <message>
            <source>, or install CANN %1</source>
            <translation>，或安装 CANN %1</translation>
        </message>
        <message>
            <source>torch.npu.is_available() is False</source>
            <translation>torch.npu.is_available() 为 False</translation>
        </message>
        <message>
            <source>CANN is not installed or not sourced: run source /usr/local/Ascend/ascend-toolkit/set_env.sh (8.5 and later: /usr/local/Ascend/cann/set_env.sh) before python</source>
            <translation>CANN 未安装，或未 source 其环境脚本：请在运行 python 之前执行 source /usr/local/Ascend/ascend-toolkit/set_env.sh（8.5 及更高版本：/usr/local/Ascend/cann/set_env.sh）</translation>
        </message>
        <message>
            <source>Check ASCEND_RT_VISIBLE_DEVICES and that the container sees /dev/davinci*; if torch_npu fails to import, reinstall the wheel that matches torch and CANN</source>
            <translation>请检查 ASCEND_RT_VISIBLE_DEVICES，以及容器能否看到 /dev/davinci*；如果 torch_npu 无法 import，请重新安装与 torch 和 CANN 匹配的 wheel</translation>
        </message>
        <message>
            <source>torch_npu %1 is not in RentDeck's table yet (resources/data/ascend-compat.json)</source>
            <translation>torch_npu %1 尚未收录在 RentDeck 的兼容表中（resources/data/ascend-compat.json）</translation>
        </message>
        <message>
            <source>MindSpore vs CANN</source>
            <translation>MindSpore 与 CANN 的兼容性</translation>
        </message>
        <message>
            <source>MindSpore %1 with CANN %2</source>
            <translation>MindSpore %1，CANN %2</translation>
        </message>
        <message>
            <source>the CANN of this MindSpore release</source>
            <translation>该 MindSpore 版本对应的 CANN</translation>
        </message>
        <message>
            <source>Verify by hand: python -c "import mindspore; mindspore.set_device('Ascend'); mindspore.run_check()"</source>
            <translation>请手动验证：python -c "import mindspore; mindspore.set_device('Ascend'); mindspore.run_check()"</translation>
        </message>
        <message>
            <source>MindSpore %1 installs with CANN %2 (its install page): install that CANN, or the MindSpore release made for CANN %3</source>
            <translation>MindSpore %1 需搭配 CANN %2 安装（见其安装页面）：请安装该版本的 CANN，或安装为 CANN %3 发布的 MindSpore 版本</translation>
        </message>
        <message>
            <source>%1: its python did not answer within 25 s</source>
            <translation>%1：其 python 在 25 秒内没有响应</translation>
        </message>
        <message>
            <source>PaddlePaddle NPU plugin vs CANN</source>
            <translation>PaddlePaddle NPU 插件与 CANN</translation>
        </message>
        <message>
            <source>paddle-custom-npu %1, built for CANN %2, on CANN %3</source>
            <translation>paddle-custom-npu %1，为 CANN %2 构建，当前 CANN %3</translation>
        </message>
        <message>
            <source>the CANN the plugin was built for</source>
            <translation>插件构建时所用的 CANN</translation>
        </message>
        <message>
            <source>paddle-custom-npu %1 does not load: %2</source>
            <translation>paddle-custom-npu %1 无法加载：%2</translation>
        </message>
        <message>
            <source>Source CANN's set_env.sh before python, and install the paddle-custom-npu build for this CANN (PaddleCustomDevice's backends/npu README names one per CANN release)</source>
            <translation>请在运行 python 之前 source CANN 的 set_env.sh，并安装适配此 CANN 的 paddle-custom-npu 构建（PaddleCustomDevice 的 backends/npu README 为每个 CANN 版本列出了一个）</translation>
        </message>
        <message>
            <source>Check by hand: python -c "import paddle_custom_device; paddle_custom_device.npu.version()"</source>
            <translation>请手动检查：python -c "import paddle_custom_device; paddle_custom_device.npu.version()"</translation>
        </message>
        <message>
            <source>Install the paddle-custom-npu build for CANN %1, or CANN %2 for this build; then run python -c "import paddle; paddle.utils.run_check()"</source>
            <translation>请安装适配 CANN %1 的 paddle-custom-npu 构建，或为此构建安装 CANN %2；然后运行 python -c "import paddle; paddle.utils.run_check()"</translation>
        </message>
    </context>
    <context>
        <name>ContainerOptions</name>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>"%1" is not an environment variable name (letters, digits and _, not starting with a digit)</source>
            <translation>“%1”不是有效的环境变量名（只能包含字母、数字和 _，且不能以数字开头）</translation>
        </message>
        <message>
            <source>The value of %1 holds a line break or a NUL byte, which no container environment takes.</source>
            <translation>%1 的值包含换行符或 NUL 字节，任何容器环境都不接受。</translation>
        </message>
        <message>
            <source>%1 takes no environment variables at launch: %2</source>
            <translation>%1 不支持在启动时设置环境变量：%2</translation>
        </message>
        <message>
            <source>%1 takes no on-start script: %2</source>
            <translation>%1 不支持启动脚本：%2</translation>
        </message>
        <message>
            <source>%1 takes an on-start script of at most %2 bytes; this one has %3. Put the long part in a file you sync, and start it from a short script.</source>
            <translation>%1 的启动脚本最多 %2 字节；这个脚本有 %3 字节。请把较长的部分放进一个同步过去的文件，再用一段简短的脚本启动它。</translation>
        </message>
        <message>
            <source>%1 does not let you set the size of /dev/shm: %2</source>
            <translation>%1 不允许设置 /dev/shm 的大小：%2</translation>
        </message>
        <message>
            <source>its instance API has no environment field. Set them in your job's command or in ~/.bashrc once it is up.</source>
            <translation>它的实例 API 没有环境变量字段。请在任务的命令中设置，或在实例启动后写入 ~/.bashrc。</translation>
        </message>
        <message>
            <source>its instance API documents no start script. Run it once the instance is up: rentdeck-cli exec NAME -- sh -c "…".</source>
            <translation>它的实例 API 文档中没有启动脚本。请在实例启动后运行：rentdeck-cli exec NAME -- sh -c "…"。</translation>
        </message>
        <message>
            <source>its instance API has no field for it.</source>
            <translation>它的实例 API 没有相应的字段。</translation>
        </message>
        <message>
            <source>its launch call has no environment field. Export them in an --onstart script (it runs as root at first boot), or set them in your job's command.</source>
            <translation>它的启动调用没有环境变量字段。请在 --onstart 脚本中 export（该脚本在首次开机时以 root 身份运行），或在任务的命令中设置。</translation>
        </message>
        <message>
            <source>a Lambda instance is a whole virtual machine, not a container: /dev/shm is the system's own, half the RAM.</source>
            <translation>Lambda 实例是一整台虚拟机，而不是容器：/dev/shm 由系统自己管理，大小为内存的一半。</translation>
        </message>
        <message>
            <source>its start command would replace the image's own, which starts SSH. Run the script once the pod is up: rentdeck-cli exec NAME -- sh -c "…", or a job.</source>
            <translation>它的启动命令会替换镜像自带的启动命令，而后者负责启动 SSH。请在 pod 启动后运行脚本：rentdeck-cli exec NAME -- sh -c "…"，或使用任务。</translation>
        </message>
        <message>
            <source>RunPod's pod API has no field for it (REST v1, v2 and GraphQL alike).</source>
            <translation>RunPod 的 pod API 没有相应的字段（REST v1、v2 和 GraphQL 都没有）。</translation>
        </message>
        <message>
            <source>the sandbox shares this computer's /dev/shm.</source>
            <translation>沙盒与本机共用 /dev/shm。</translation>
        </message>
        <message>
            <source>Vast.ai sizes /dev/shm itself, in proportion to the GPUs you rent, and its create call has no field for it. Rent more of the machine's GPUs for more, or have the DataLoader use fewer workers.</source>
            <translation>Vast.ai 会按你租用的 GPU 数量按比例自行设定 /dev/shm 的大小，其创建调用也没有相应的字段。如需更大，请租用这台机器更多的 GPU，或让 DataLoader 使用更少的 worker。</translation>
        </message>
        <message>
            <source>no NAME= before the value</source>
            <translation>值前面没有 NAME=</translation>
        </message>
    </context>
    <context>
        <name>LambdaFileSystems</name>
        <message>
            <source>a file system list</source>
            <translation>文件系统列表</translation>
        </message>
        <message>
            <source>Lambda Cloud sent the file systems as something other than a list: RentDeck cannot read them; Lambda's API may have changed.</source>
            <translation>Lambda Cloud 返回的文件系统不是列表：RentDeck 无法读取；Lambda 的 API 可能已经变了。</translation>
        </message>
        <message>
            <source>Lambda Cloud sent a file system without an id.</source>
            <translation>Lambda Cloud 返回了一个没有 id 的文件系统。</translation>
        </message>
        <message>
            <source>a file system deletion</source>
            <translation>文件系统删除结果</translation>
        </message>
        <message>
            <source>Lambda Cloud did not confirm deleting the file system %1: check it in Lambda's dashboard (it may still be billing).</source>
            <translation>Lambda Cloud 没有确认删除文件系统 %1：请到 Lambda 控制台查看（它可能仍在计费）。</translation>
        </message>
    </context>
    <context>
        <name>Ledger</name>
        <message>
            <source>Cannot record the launch of %1.</source>
            <translation>无法记录 %1 的启动。</translation>
        </message>
        <message>
            <source>%1 is not in the ledger; record its launch first.</source>
            <translation>账本中没有 %1；请先记录它的启动。</translation>
        </message>
        <message>
            <source>Cannot record the state of %1.</source>
            <translation>无法记录 %1 的状态。</translation>
        </message>
        <message>
            <source>Cannot set the project of %1.</source>
            <translation>无法设置 %1 的项目。</translation>
        </message>
        <message>
            <source>%1 is not in the ledger.</source>
            <translation>%1 不在账本中。</translation>
        </message>
    </context>
    <context>
        <name>NvidiaSmiParser</name>
        <message>
            <source>nvidia-smi --version output without a driver version</source>
            <translation>nvidia-smi --version 的输出中没有驱动版本</translation>
        </message>
    </context>
    <context>
        <name>RentDeck</name>
        <message>
            <source>cuda-compat.json: %1: %2</source>
            <translation>cuda-compat.json：%1：%2</translation>
        </message>
        <message>
            <source>needs "cuda" as MAJOR.MINOR and a "linux" driver version</source>
            <translation>需要 MAJOR.MINOR 格式的 "cuda" 以及 "linux" 驱动版本</translation>
        </message>
        <message>
            <source>"windows" is neither null nor a version</source>
            <translation>"windows" 既不是 null 也不是版本号</translation>
        </message>
        <message>
            <source>is missing or empty</source>
            <translation>缺失或为空</translation>
        </message>
        <message>
            <source>needs "id", "name" and "package"</source>
            <translation>需要 "id"、"name" 和 "package"</translation>
        </message>
        <message>
            <source>each build needs "cuda" (MAJOR.MINOR) and an "index" or "package"</source>
            <translation>每个构建都需要 "cuda"（MAJOR.MINOR）以及 "index" 或 "package"</translation>
        </message>
        <message>
            <source>needs "version" and at least one build</source>
            <translation>需要 "version" 以及至少一个构建</translation>
        </message>
        <message>
            <source>has no releases</source>
            <translation>没有任何版本</translation>
        </message>
        <message>
            <source>nvidia-smi table, line %1: %2</source>
            <translation>nvidia-smi 表格，第 %1 行：%2</translation>
        </message>
        <message>
            <source>the nvidia-smi XML lists no &lt;gpu&gt;</source>
            <translation>nvidia-smi XML 中没有 &lt;gpu&gt;</translation>
        </message>
        <message>
            <source>GPU %1 in the nvidia-smi XML has no &lt;product_name&gt;</source>
            <translation>nvidia-smi XML 中的 GPU %1 没有 &lt;product_name&gt;</translation>
        </message>
        <message>
            <source>--%1: expected a whole number of at least %2, got "%3"</source>
            <translation>--%1：应为不小于 %2 的整数，实际为“%3”</translation>
        </message>
        <message>
            <source>through one PCIe switch</source>
            <translation>经由一个 PCIe 交换机连接</translation>
        </message>
        <message>
            <source>through several PCIe switches</source>
            <translation>经由多个 PCIe 交换机连接</translation>
        </message>
        <message>
            <source>through the CPU's PCIe host bridge</source>
            <translation>经由 CPU 的 PCIe 主桥连接</translation>
        </message>
        <message>
            <source>across the PCIe host bridges of one CPU</source>
            <translation>跨同一 CPU 的多个 PCIe 主桥连接</translation>
        </message>
        <message>
            <source>across CPU sockets</source>
            <translation>跨 CPU 插槽连接</translation>
        </message>
        <message>
            <source>over a link this version does not know</source>
            <translation>经由此版本无法识别的链路连接</translation>
        </message>
        <message>
            <source>%1 and %2</source>
            <translation>%1 和 %2</translation>
        </message>
        <message>
            <source>the MIG row on line %1 is on GPU %2, which has no GPU row in the table</source>
            <translation>第 %1 行的 MIG 行属于 GPU %2，但表格中没有该 GPU 的行</translation>
        </message>
        <message>
            <source>nvidia-smi topo -m, line %1: %2</source>
            <translation>nvidia-smi topo -m，第 %1 行：%2</translation>
        </message>
        <message>
            <source>nvidia-smi -q -x has no driver_version (a partial copy?)</source>
            <translation>nvidia-smi -q -x 中没有 driver_version（副本不完整？）</translation>
        </message>
        <message>
            <source>nvidia-smi -q -x has no cuda_version (a partial copy?)</source>
            <translation>nvidia-smi -q -x 中没有 cuda_version（副本不完整？）</translation>
        </message>
        <message>
            <source>nvidia-smi -q -x says attached_gpus %1 but lists %2 &lt;gpu&gt;: the other GPUs are missing</source>
            <translation>nvidia-smi -q -x 显示 attached_gpus 为 %1，但只列出了 %2 个 &lt;gpu&gt;：其余 GPU 缺失</translation>
        </message>
        <message>
            <source>nvidia-smi -q -x has no fb_memory_usage total for GPU %1 (%2)</source>
            <translation>nvidia-smi -q -x 中没有 GPU %1（%2）的 fb_memory_usage total</translation>
        </message>
        <message>
            <source>npu-smi table, line %1: %2</source>
            <translation>npu-smi 表格，第 %1 行：%2</translation>
        </message>
        <message>
            <source>the npu-smi output is empty</source>
            <translation>npu-smi 输出为空</translation>
        </message>
        <message>
            <source>the input is %1 bytes; npu-smi info is never larger than %2 bytes</source>
            <translation>输入有 %1 字节；npu-smi info 的输出不会超过 %2 字节</translation>
        </message>
        <message>
            <source>the input is binary data, not npu-smi output</source>
            <translation>输入是二进制数据，不是 npu-smi 输出</translation>
        </message>
        <message>
            <source>the input is not UTF-8 text, so it is not npu-smi output</source>
            <translation>输入不是 UTF-8 文本，因此不是 npu-smi 输出</translation>
        </message>
        <message>
            <source>expected %1 values (%2), found %3</source>
            <translation>应有 %1 个值（%2），实际有 %3 个</translation>
        </message>
        <message>
            <source>expected an NPU row (NPU id and name | health | power, temperature …)</source>
            <translation>应为 NPU 行（NPU 编号和名称 | 健康状态 | 功耗、温度 …）</translation>
        </message>
        <message>
            <source>expected the chip row under an NPU row (chip id | bus id | AICore, memory …)</source>
            <translation>NPU 行下面应为芯片行（芯片编号 | 总线 ID | AICore、内存 …）</translation>
        </message>
        <message>
            <source>expected a process row (NPU and chip | process id | name | memory)</source>
            <translation>应为进程行（NPU 和芯片 | 进程 ID | 名称 | 内存）</translation>
        </message>
        <message>
            <source>more process rows than npu-smi prints</source>
            <translation>进程行数超过了 npu-smi 可能输出的数量</translation>
        </message>
        <message>
            <source>the output is cut in the middle of a chip (its NPU row has no chip row)</source>
            <translation>输出在一个芯片中间被截断（它的 NPU 行下面没有芯片行）</translation>
        </message>
        <message>
            <source>the output is cut after a chip row (the table has no closing border)</source>
            <translation>输出在芯片行之后被截断（表格没有结尾的边框）</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::AccountStore</name>
        <message>
            <source>Could not save the account list %1: %2</source>
            <translation>无法保存账户列表 %1：%2</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::AccountsDialog</name>
        <message>
            <source>No accounts yet — the sandbox works without one; add a Vast.ai, RunPod, Lambda or AutoDL key to see their offers.</source>
            <translation>还没有账户 —— 沙盒无需账户即可使用；添加 Vast.ai、RunPod、Lambda 或 AutoDL 的密钥即可查看它们的报价。</translation>
        </message>
        <message>
            <source>&amp;Test</source>
            <translation>测试(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>移除(&amp;R)</translation>
        </message>
        <message>
            <source>Accounts</source>
            <translation>账户</translation>
        </message>
        <message>
            <source>Provider</source>
            <translation>服务商</translation>
        </message>
        <message>
            <source>Key</source>
            <translation>密钥</translation>
        </message>
        <message>
            <source>Label</source>
            <translation>标签</translation>
        </message>
        <message>
            <source>Paste the API key</source>
            <translation>粘贴 API 密钥</translation>
        </message>
        <message>
            <source>Optional, e.g. work</source>
            <translation>可选，例如“工作”</translation>
        </message>
        <message>
            <source>API &amp;key:</source>
            <translation>API 密钥(&amp;K)：</translation>
        </message>
        <message>
            <source>&amp;Label:</source>
            <translation>标签(&amp;L)：</translation>
        </message>
        <message>
            <source>from environment (%1)</source>
            <translation>来自环境变量（%1）</translation>
        </message>
        <message>
            <source>key in keychain</source>
            <translation>密钥在钥匙串中</translation>
        </message>
        <message>
            <source>key kept for this session</source>
            <translation>密钥仅保留到本次会话结束</translation>
        </message>
        <message>
            <source>key in keychain, but unreadable</source>
            <translation>密钥在钥匙串中，但无法读取</translation>
        </message>
        <message>
            <source>not set up</source>
            <translation>未设置</translation>
        </message>
        <message>
            <source>No keychain is available, so keys cannot be stored. Set RENTDECK_&lt;PROVIDER&gt;_API_KEY in the environment instead.</source>
            <translation>没有可用的钥匙串，无法存储密钥。请改为在环境变量中设置 RENTDECK_&lt;PROVIDER&gt;_API_KEY。</translation>
        </message>
        <message>
            <source>No system keychain (Secret Service) is available: keys added here are kept for this session only. To keep a key across restarts, set RENTDECK_&lt;PROVIDER&gt;_API_KEY.</source>
            <translation>没有可用的系统钥匙串（Secret Service）：在此添加的密钥只保留到本次会话结束。如需在重启后保留密钥，请设置 RENTDECK_&lt;PROVIDER&gt;_API_KEY。</translation>
        </message>
        <message>
            <source>%1 key</source>
            <translation>%1 密钥</translation>
        </message>
        <message>
            <source>&amp;Change</source>
            <translation>更改(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Add</source>
            <translation>添加(&amp;A)</translation>
        </message>
        <message>
            <source>Type a key to test it.</source>
            <translation>输入密钥后即可测试。</translation>
        </message>
        <message>
            <source>Asks %1 whether it accepts the key.</source>
            <translation>向 %1 询问是否接受该密钥。</translation>
        </message>
        <message>
            <source>✓ %1</source>
            <translation>✓ %1</translation>
        </message>
        <message>
            <source>✗ %1</source>
            <translation>✗ %1</translation>
        </message>
        <message>
            <source>Saving…</source>
            <translation>正在保存…</translation>
        </message>
        <message>
            <source>The key could not be saved in the keychain: %1</source>
            <translation>无法将密钥保存到钥匙串：%1</translation>
        </message>
        <message>
            <source>Saved. %1 is set and is used instead while it is.</source>
            <translation>已保存。环境变量 %1 已设置，只要它存在，就优先使用它。</translation>
        </message>
        <message>
            <source>Saved. Offers are being fetched with the new key.</source>
            <translation>已保存。正在用新密钥获取报价。</translation>
        </message>
        <message>
            <source>Remove account</source>
            <translation>移除账户</translation>
        </message>
        <message>
            <source>Remove the %1 key from the keychain and the account from RentDeck? Running instances keep running and keep costing; RentDeck can no longer see them.</source>
            <translation>从钥匙串中移除 %1 密钥，并从 RentDeck 中移除该账户？运行中的实例会继续运行并继续计费，但 RentDeck 将无法再看到它们。</translation>
        </message>
        <message>
            <source>The key could not be removed from the keychain: %1</source>
            <translation>无法从钥匙串中移除密钥：%1</translation>
        </message>
        <message>
            <source>Removed.</source>
            <translation>已移除。</translation>
        </message>
        <message>
            <source>The stored key could not be read: %1</source>
            <translation>无法读取已存储的密钥：%1</translation>
        </message>
        <message>
            <source>it is empty</source>
            <translation>密钥为空</translation>
        </message>
        <message>
            <source>Asking %1…</source>
            <translation>正在询问 %1…</translation>
        </message>
        <message>
            <source>%1 accepted the key.</source>
            <translation>%1 接受了该密钥。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::AddSshHostDialog</name>
        <message>
            <source>Add SSH host</source>
            <translation>添加 SSH 主机</translation>
        </message>
        <message>
            <source>Paste the SSH command your provider shows, e.g. &lt;tt&gt;ssh -p 34222 root@connect.example.com&lt;/tt&gt;. RentDeck logs in once to check it and learns the machine's host key.</source>
            <translation>粘贴服务商提供的 SSH 命令，例如 &lt;tt&gt;ssh -p 34222 root@connect.example.com&lt;/tt&gt;。RentDeck 会先登录一次进行检查，并记录这台机器的主机密钥。</translation>
        </message>
        <message>
            <source>ssh -p 34222 root@connect.example.com</source>
            <translation>ssh -p 34222 root@connect.example.com</translation>
        </message>
        <message>
            <source>only if the provider gave you one</source>
            <translation>仅当服务商提供了密码时填写</translation>
        </message>
        <message>
            <source>optional: private key file</source>
            <translation>可选：私钥文件</translation>
        </message>
        <message>
            <source>&amp;Browse…</source>
            <translation>浏览(&amp;B)…</translation>
        </message>
        <message>
            <source>Free / unknown</source>
            <translation>免费 / 未知</translation>
        </message>
        <message>
            <source>per hour</source>
            <translation>按小时</translation>
        </message>
        <message>
            <source>per minute</source>
            <translation>按分钟</translation>
        </message>
        <message>
            <source>per second</source>
            <translation>按秒</translation>
        </message>
        <message>
            <source>billed</source>
            <translation>计费方式</translation>
        </message>
        <message>
            <source>optional, e.g. 4090 for finetuning</source>
            <translation>可选，例如 4090 微调</translation>
        </message>
        <message>
            <source>optional, e.g. AutoDL</source>
            <translation>可选，例如 AutoDL</translation>
        </message>
        <message>
            <source>SSH &amp;command:</source>
            <translation>SSH 命令(&amp;C)：</translation>
        </message>
        <message>
            <source>&amp;Password:</source>
            <translation>密码(&amp;P)：</translation>
        </message>
        <message>
            <source>&amp;Key file:</source>
            <translation>密钥文件(&amp;K)：</translation>
        </message>
        <message>
            <source>P&amp;rice per hour:</source>
            <translation>每小时价格(&amp;R)：</translation>
        </message>
        <message>
            <source>&amp;Label:</source>
            <translation>标签(&amp;L)：</translation>
        </message>
        <message>
            <source>Pro&amp;vider:</source>
            <translation>服务商(&amp;V)：</translation>
        </message>
        <message>
            <source>&amp;Add</source>
            <translation>添加(&amp;A)</translation>
        </message>
        <message>
            <source>Host %1, port %2, user %3</source>
            <translation>主机 %1，端口 %2，用户 %3</translation>
        </message>
        <message>
            <source>Choose the private key</source>
            <translation>选择私钥</translation>
        </message>
        <message>
            <source>Logging in to %1…</source>
            <translation>正在登录 %1…</translation>
        </message>
        <message>
            <source>Cancelled; nothing was added.</source>
            <translation>已取消；未添加任何内容。</translation>
        </message>
        <message>
            <source>Type the price above</source>
            <translation>在上方输入价格</translation>
        </message>
        <message>
            <source>%1 (%2 GB): typically %3/h per GPU</source>
            <translation>%1（%2 GB）：通常每卡 %3/小时</translation>
        </message>
        <message>
            <source> GPU(s)</source>
            <translation> 块 GPU</translation>
        </message>
        <message>
            <source>%1 &amp;list price:</source>
            <translation>%1 标价(&amp;L)：</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::ApiJob</name>
        <message>
            <source>No network access for %1.</source>
            <translation>没有网络连接，无法访问 %1。</translation>
        </message>
        <message>
            <source>%1 at byte %2</source>
            <translation>%1（第 %2 字节）</translation>
        </message>
        <message>
            <source>%1 answered with malformed JSON (%2: "%3").</source>
            <translation>%1 返回了格式错误的 JSON（%2：“%3”）。</translation>
        </message>
        <message>
            <source>%1 refused the request: %2</source>
            <translation>%1 拒绝了请求：%2</translation>
        </message>
        <message>
            <source>no reason given</source>
            <translation>未说明原因</translation>
        </message>
        <message>
            <source>API key rejected by %1: check it in Settings › Accounts.</source>
            <translation>%1 拒绝了 API 密钥：请在“设置 › 账户”中检查。</translation>
        </message>
        <message>
            <source>%1 says the account balance is too low: add credit there and try again.</source>
            <translation>%1 提示账户余额不足：请在该平台充值后重试。</translation>
        </message>
        <message>
            <source>%1: this offer was just taken, pick another.</source>
            <translation>%1：此报价刚被别人租走，请另选一个。</translation>
        </message>
        <message>
            <source>%1 has nothing at %2: it may have been removed.</source>
            <translation>%1 在 %2 处没有内容：它可能已被删除。</translation>
        </message>
        <message>
            <source>%1 is rate limiting RentDeck: wait a minute and try again.</source>
            <translation>%1 正在限制 RentDeck 的请求频率：请等一分钟后重试。</translation>
        </message>
        <message>
            <source>%1 is having trouble (HTTP %2): try again later.</source>
            <translation>%1 出现故障（HTTP %2）：请稍后重试。</translation>
        </message>
        <message>
            <source>%1 rejected the request (HTTP %2).</source>
            <translation>%1 拒绝了请求（HTTP %2）。</translation>
        </message>
        <message>
            <source>%1 did not answer within %2 s: check your connection or try again later.</source>
            <translation>%1 在 %2 秒内没有响应：请检查网络连接或稍后重试。</translation>
        </message>
        <message>
            <source>Refused to call %1 at %2: only https:// addresses are allowed (plain %3 would send the API key unencrypted). Fix the account's API address.</source>
            <translation>拒绝在 %2 调用 %1：只允许 https:// 地址（明文 %3 会以未加密方式发送 API 密钥）。请修改账户的 API 地址。</translation>
        </message>
        <message>
            <source>Secure connection to %1 failed (%2): RentDeck only talks to servers with a valid certificate and sent nothing. Check the account's API address (a custom address or a proxy may be intercepting), your network and this computer's clock.</source>
            <translation>与 %1 的安全连接失败（%2）：RentDeck 只与持有有效证书的服务器通信，未发送任何数据。请检查账户的 API 地址（自定义地址或代理可能在拦截连接）、网络以及本机时钟。</translation>
        </message>
        <message>
            <source>%1 redirected RentDeck to another address (%2); RentDeck does not follow it, so that your API key goes nowhere else. Check the account's API address.</source>
            <translation>%1 将 RentDeck 重定向到另一个地址（%2）；RentDeck 不会跟随，以免您的 API 密钥被发往别处。请检查账户的 API 地址。</translation>
        </message>
        <message>
            <source>Could not find %1 (%2): check your connection.</source>
            <translation>找不到 %1（%2）：请检查网络连接。</translation>
        </message>
        <message>
            <source>Could not reach %1: %2.</source>
            <translation>无法访问 %1：%2。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::Appearance</name>
        <message>
            <source>&amp;Appearance</source>
            <translation>外观(&amp;A)</translation>
        </message>
        <message>
            <source>Follow the &amp;system</source>
            <translation>跟随系统(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Light</source>
            <translation>浅色(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Dark</source>
            <translation>深色(&amp;D)</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::AutoDlJson</name>
        <message>
            <source>AutoDL answered in an unexpected shape (%1); its API may have changed. Try again later or use the console.</source>
            <translation>AutoDL 返回的数据结构不符合预期（%1）；其 API 可能已更改。请稍后重试，或改用控制台。</translation>
        </message>
        <message>
            <source>API key rejected by %1: check it in Settings › Accounts.</source>
            <translation>%1 拒绝了 API 密钥：请在“设置 › 账户”中检查。</translation>
        </message>
        <message>
            <source>%1 says the account balance is too low: top it up in the AutoDL console and try again (%2).</source>
            <translation>%1 提示账户余额不足：请在 AutoDL 控制台充值后重试（%2）。</translation>
        </message>
        <message>
            <source>%1: this offer was just taken, pick another (%2).</source>
            <translation>%1：此报价刚被别人租走，请另选一个（%2）。</translation>
        </message>
        <message>
            <source>%1 does not know this instance any more (%2): it may have been released.</source>
            <translation>%1 上已找不到此实例（%2）：它可能已被释放。</translation>
        </message>
        <message>
            <source>%1 refused the request: %2</source>
            <translation>%1 拒绝了请求：%2</translation>
        </message>
        <message>
            <source>no reason given</source>
            <translation>未说明原因</translation>
        </message>
        <message>
            <source>no JSON object</source>
            <translation>不是 JSON 对象</translation>
        </message>
        <message>
            <source>no "code" in the answer</source>
            <translation>应答中没有 "code"</translation>
        </message>
        <message>
            <source>gpu_stock data is not a list</source>
            <translation>gpu_stock 的 data 不是列表</translation>
        </message>
        <message>
            <source>%1 free of %2 in %3; typical list price, the AutoDL console price wins</source>
            <translation>%3：%2 块中空闲 %1 块；此为典型标价，以 AutoDL 控制台价格为准</translation>
        </message>
        <message>
            <source>pro/create gave no instance_uuid</source>
            <translation>pro/create 没有返回 instance_uuid</translation>
        </message>
        <message>
            <source>AutoDL gave no status</source>
            <translation>AutoDL 未返回状态</translation>
        </message>
        <message>
            <source>pro/list data is not a list</source>
            <translation>pro/list 的 data 不是列表</translation>
        </message>
        <message>
            <source>pro/snapshot data is not an object</source>
            <translation>pro/snapshot 的 data 不是对象</translation>
        </message>
        <message>
            <source>pro/status gave no status</source>
            <translation>pro/status 没有返回状态</translation>
        </message>
        <message>
            <source>AutoDL can expand the system disk by 0 to %1 GB, not %2 GB.</source>
            <translation>AutoDL 只能将系统盘扩容 0 到 %1 GB，不能扩容 %2 GB。</translation>
        </message>
        <message>
            <source>%1 rents only to accounts that finished real-name verification (实名认证): complete it in the AutoDL console, then launch again (%2).</source>
            <translation>%1 只向已完成实名认证的账户出租：请在 AutoDL 控制台完成实名认证后再启动（%2）。</translation>
        </message>
        <message>
            <source>%1 (%2); AutoDL has no stock query, so a launch tells whether it is free; typical price, the console's wins</source>
            <translation>%1（%2）；AutoDL 没有库存查询接口，启动时才知道是否有空闲；价格为常见价，以控制台为准</translation>
        </message>
        <message>
            <source>AutoDL takes an image uuid (base-image-… or your own image-…), not "%1". Base images: %2.</source>
            <translation>AutoDL 需要镜像 UUID（base-image-… 或你自己的 image-…），而不是“%1”。基础镜像：%2。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::AutoDlPriceList</name>
        <message>
            <source>The AutoDL price list is not readable (%1): expected an object with a "gpus" array.</source>
            <translation>AutoDL 价目表无法读取（%1）：应为包含 "gpus" 数组的对象。</translation>
        </message>
        <message>
            <source>wrong shape</source>
            <translation>结构错误</translation>
        </message>
        <message>
            <source>The AutoDL price list has an entry without a model or a typical_price (entry %1).</source>
            <translation>AutoDL 价目表中有条目缺少 model 或 typical_price（条目 %1）。</translation>
        </message>
        <message>
            <source>AutoDL bills pay-as-you-go by the hour, in yuan (CNY). Powering off (关机) stops compute billing and keeps the disk; an instance left powered off for 15 days is released and its data deleted.</source>
            <translation>AutoDL 按小时按量计费，以人民币（CNY）结算。关机后停止计算计费并保留磁盘；连续关机 15 天的实例会被释放，数据随之删除。</translation>
        </message>
        <message>
            <source>%1: typical list price %2/h per GPU (list checked %3); the AutoDL console price wins.</source>
            <translation>%1：典型标价为每卡 %2/小时（价目表核对于 %3）；以 AutoDL 控制台价格为准。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::AutoDlProCatalog</name>
        <message>
            <source>The AutoDL Pro catalog is invalid: %1</source>
            <translation>AutoDL Pro 规格表无效：%1</translation>
        </message>
        <message>
            <source>no specs or no base images</source>
            <translation>没有规格或没有基础镜像</translation>
        </message>
        <message>
            <source>a spec without gpu_spec_uuid, gpu_name or vram_gb</source>
            <translation>某个规格缺少 gpu_spec_uuid、gpu_name 或 vram_gb</translation>
        </message>
        <message>
            <source>a base image without image_uuid, name or cuda_v_from</source>
            <translation>某个基础镜像缺少 image_uuid、name 或 cuda_v_from</translation>
        </message>
        <message>
            <source>default_image is not one of the base images</source>
            <translation>default_image 不在基础镜像列表中</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::AutoDlProvider</name>
        <message>
            <source>running; AutoDL has not shown the SSH login yet</source>
            <translation>运行中；AutoDL 尚未给出 SSH 登录信息</translation>
        </message>
        <message>
            <source>running; SSH details unavailable: %1</source>
            <translation>运行中；无法获取 SSH 信息：%1</translation>
        </message>
        <message>
            <source>"%1" is not an AutoDL offer id (REGION/GPU_SPEC/COUNT, 1 to %2 GPUs): pick one from rentdeck-cli offers --provider autodl.</source>
            <translation>“%1”不是 AutoDL 报价 ID（格式为 REGION/GPU_SPEC/COUNT，1 到 %2 块 GPU）：请从 rentdeck-cli offers --provider autodl 中选择一个。</translation>
        </message>
        <message>
            <source>AutoDL did not power off %1 in time (status "%2"), so it was not released. Try destroy again in a minute.</source>
            <translation>AutoDL 未能及时将 %1 关机（状态“%2”），因此没有释放它。请过一分钟再次销毁。</translation>
        </message>
        <message>
            <source>powering %1 off first (AutoDL releases only powered-off instances)</source>
            <translation>正在先将 %1 关机（AutoDL 只能释放已关机的实例）</translation>
        </message>
        <message>
            <source>released %1; its disk is deleted</source>
            <translation>已释放 %1；其磁盘已删除</translation>
        </message>
        <message>
            <source>Power off: compute billing stops, the disk is kept. Powering on again may find the GPU taken.</source>
            <translation>关机：计算停止计费，磁盘保留。再次开机时 GPU 可能已被他人占用。</translation>
        </message>
        <message>
            <source>Nothing for compute; the instance is released (data deleted) after 15 days powered off.</source>
            <translation>计算不再计费；关机满 15 天后实例会被释放（数据删除）。</translation>
        </message>
        <message>
            <source>AutoDL has no Pro GPU spec "%1" that RentDeck knows a price for: pick one from rentdeck-cli offers --provider autodl.</source>
            <translation>RentDeck 不知道 AutoDL Pro 规格“%1”的价格：请从 rentdeck-cli offers --provider autodl 中选择一个。</translation>
        </message>
        <message numerus="yes">
            <source>creating a Pro instance with %n× %1</source>
            <translation>
                <numerusform>正在创建 %n 块 %1 的 Pro 实例</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RentDeck::BillingAdvice</name>
        <message>
            <source>Occasional short runs: rent on demand, billed per second or per minute, and destroy the box when the job ends (a max-lifetime or idle guard does it for you).</source>
            <translation>偶尔的短时任务：按需租用，按秒或按分钟计费，任务结束就销毁机器（最长运行时间或空闲守护可以替你完成）。</translation>
        </message>
        <message>
            <source>This run takes about %1 h: an offer billed per hour charges %2 h, %3 % more.</source>
            <translation>本次运行约需 %1 小时：按小时计费的报价会收 %2 小时的费用，多 %3 %。</translation>
        </message>
        <message>
            <source>Multi-day runs: a daily or monthly rate (AutoDL, reserved instances) usually beats on-demand past about a week.</source>
            <translation>多日任务：超过约一周时，按日或按月计价（AutoDL、预留实例）通常比按需更便宜。</translation>
        </message>
        <message>
            <source>Spot (interruptible) offers cost much less but can be taken back at any moment: use them only with checkpoints saved every hour or so and a script that resumes from the last one.</source>
            <translation>竞价（可中断）报价便宜得多，但随时可能被收回：只有在大约每小时保存一次检查点、并有从最近检查点恢复的脚本时才使用。</translation>
        </message>
        <message>
            <source>This job runs about %1 days without interruptions.</source>
            <translation>在不中断的情况下，该任务约需运行 %1 天。</translation>
        </message>
        <message>
            <source>Always-on inference: reserved or monthly pricing; on demand, a box left running is billed %1 h a month.</source>
            <translation>全天候推理：选择预留或包月价格；按需租用时，一直开着的机器每月按 %1 小时计费。</translation>
        </message>
        <message>
            <source>Count the storage for the weights (about %1 GB on disk at this precision) and the traffic your users make: some providers bill both by the GB.</source>
            <translation>别忘了计入权重的存储（此精度下磁盘上约 %1 GB）和用户产生的流量：有些服务商两者都按 GB 计费。</translation>
        </message>
        <message>
            <source>Occasional short runs</source>
            <translation>偶尔的短时任务</translation>
        </message>
        <message>
            <source>Multi-day runs</source>
            <translation>多日任务</translation>
        </message>
        <message>
            <source>Always-on inference</source>
            <translation>全天候推理</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::BudgetEvaluator</name>
        <message>
            <source>Budget %1 (%2) is used up: %3 of %4</source>
            <translation>预算 %1（%2）已用完：%3 / %4</translation>
        </message>
        <message>
            <source>Budget %1 (%2) passed %3 %: %4 of %5</source>
            <translation>预算 %1（%2）已超过 %3 %：%4 / %5</translation>
        </message>
        <message>
            <source>Spent %1 of %2 in %3 (%4 %).</source>
            <translation>%3 已花费 %1 / %2（%4 %）。</translation>
        </message>
        <message>
            <source>Still billing: %1.</source>
            <translation>仍在计费：%1。</translation>
        </message>
        <message>
            <source>RentDeck stops the running instances in this scope (it never destroys them).</source>
            <translation>RentDeck 会停止此范围内正在运行的实例（从不销毁）。</translation>
        </message>
        <message>
            <source>Stop or destroy what you no longer need: rentdeck-cli instances</source>
            <translation>请停止或销毁不再需要的实例：rentdeck-cli instances</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::BudgetStore</name>
        <message>
            <source>The ledger is not open, so budgets cannot be kept.</source>
            <translation>账本未打开，无法保存预算。</translation>
        </message>
        <message>
            <source>Cannot save the budget.</source>
            <translation>无法保存预算。</translation>
        </message>
        <message>
            <source>Cannot remove budget %1.</source>
            <translation>无法删除预算 %1。</translation>
        </message>
        <message>
            <source>There is no budget %1 that you may remove (see: rentdeck-cli budget list).</source>
            <translation>没有你可以删除的预算 %1（参见 rentdeck-cli budget list）。</translation>
        </message>
        <message>
            <source>Cannot record the budget alert.</source>
            <translation>无法记录预算提醒。</translation>
        </message>
        <message>
            <source>Cannot save the channel.</source>
            <translation>无法保存通知渠道。</translation>
        </message>
        <message>
            <source>Cannot remove channel %1.</source>
            <translation>无法删除通知渠道 %1。</translation>
        </message>
        <message>
            <source>There is no channel %1 that you may remove (see: rentdeck-cli notify list).</source>
            <translation>没有你可以删除的通知渠道 %1（参见 rentdeck-cli notify list）。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::BuiltInScript</name>
        <message>
            <source>The script %1 is not built into this RentDeck: %2</source>
            <translation>此 RentDeck 中没有内置脚本 %1：%2</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::BurnInPanel</name>
        <message>
            <source>GPU %1</source>
            <translation>GPU %1</translation>
        </message>
        <message>
            <source>Temperature</source>
            <translation>温度</translation>
        </message>
        <message>
            <source>°C</source>
            <translation>°C</translation>
        </message>
        <message>
            <source>SM clock</source>
            <translation>SM 频率</translation>
        </message>
        <message>
            <source>MHz</source>
            <translation>MHz</translation>
        </message>
        <message>
            <source>Throughput</source>
            <translation>吞吐量</translation>
        </message>
        <message>
            <source>TFLOPS</source>
            <translation>TFLOPS</translation>
        </message>
        <message>
            <source>Waiting for the first sample…</source>
            <translation>正在等待第一个采样…</translation>
        </message>
        <message>
            <source>Burn-in of %1: every GPU under full load for %2 s…</source>
            <translation>正在压测 %1：每块 GPU 满载运行 %2 秒…</translation>
        </message>
        <message>
            <source>Burn-in of %1: %2 of %3 s</source>
            <translation>正在压测 %1：%2 / %3 秒</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::CheckBanner</name>
        <message>
            <source>Show checks</source>
            <translation>查看检查结果</translation>
        </message>
        <message>
            <source>Dismiss</source>
            <translation>忽略</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>%1 is not what was sold — %2.</source>
            <translation>%1 与报价不符 —— %2。</translation>
        </message>
        <message>
            <source>Destroy %1 now (so far %2)</source>
            <translation>立即销毁 %1（已花费 %2）</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::CheckReportModel</name>
        <message>
            <source>pass</source>
            <translation>通过</translation>
        </message>
        <message>
            <source>warning</source>
            <translation>警告</translation>
        </message>
        <message>
            <source>FAIL</source>
            <translation>失败</translation>
        </message>
        <message>
            <source>skipped</source>
            <translation>已跳过</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>Check</source>
            <translation>检查项</translation>
        </message>
        <message>
            <source>Measured</source>
            <translation>实测</translation>
        </message>
        <message>
            <source>Expected</source>
            <translation>预期</translation>
        </message>
        <message>
            <source>How to fix</source>
            <translation>解决方法</translation>
        </message>
        <message numerus="yes">
            <source>%n passed</source>
            <translation>
                <numerusform>%n 项通过</numerusform>
            </translation>
        </message>
        <message>
            <source>, </source>
            <translation>，</translation>
        </message>
        <message numerus="yes">
            <source>%n warning(s)</source>
            <translation>
                <numerusform>%n 项警告</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n failure(s)</source>
            <translation>
                <numerusform>%n 项失败</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n skipped</source>
            <translation>
                <numerusform>%n 项跳过</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RentDeck::CheckReportStore</name>
        <message>
            <source>The ledger is not open, so check reports are not kept.</source>
            <translation>账本未打开，因此不会保存检查报告。</translation>
        </message>
        <message>
            <source>Cannot record the check report of %1.</source>
            <translation>无法记录 %1 的检查报告。</translation>
        </message>
        <message>
            <source>Cannot read the benchmarks in the ledger %1.</source>
            <translation>无法读取账本 %1 中的基准测试结果。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::CheckRunner</name>
        <message>
            <source>no SSH session</source>
            <translation>没有 SSH 会话</translation>
        </message>
        <message>
            <source>connected to %1 after %2 ms</source>
            <translation>已连接到 %1（用时 %2 毫秒）</translation>
        </message>
        <message>
            <source>connecting to %1</source>
            <translation>正在连接 %1</translation>
        </message>
        <message>
            <source>probe</source>
            <translation>探测脚本</translation>
        </message>
        <message>
            <source>benchmark</source>
            <translation>基准测试</translation>
        </message>
        <message>
            <source>benchmark running for %1 s</source>
            <translation>基准测试将运行 %1 秒</translation>
        </message>
        <message>
            <source>%1 started (%2 ms)</source>
            <translation>%1 已启动（%2 毫秒）</translation>
        </message>
        <message>
            <source>probe finished after %1 ms</source>
            <translation>探测脚本已完成，用时 %1 毫秒</translation>
        </message>
        <message>
            <source>benchmark finished after %1 ms</source>
            <translation>基准测试已完成，用时 %1 毫秒</translation>
        </message>
        <message>
            <source>sampling clocks under load</source>
            <translation>正在采样负载下的频率</translation>
        </message>
        <message>
            <source>under-load sample</source>
            <translation>负载采样</translation>
        </message>
        <message>
            <source>timed out after %1 s</source>
            <translation>在 %1 秒后超时</translation>
        </message>
        <message>
            <source>the probe %1</source>
            <translation>探测脚本%1</translation>
        </message>
        <message>
            <source>the benchmark %1</source>
            <translation>基准测试%1</translation>
        </message>
        <message>
            <source>cancelled</source>
            <translation>已取消</translation>
        </message>
        <message>
            <source>SSH to %1 failed: %2</source>
            <translation>SSH 连接 %1 失败：%2</translation>
        </message>
        <message>
            <source>checks finished after %1 ms</source>
            <translation>检查已完成，用时 %1 毫秒</translation>
        </message>
        <message>
            <source>burn-in: every GPU for %1 s</source>
            <translation>压测：每块 GPU %1 秒</translation>
        </message>
        <message>
            <source>burn-in</source>
            <translation>压测</translation>
        </message>
        <message>
            <source>burn-in finished after %1 ms</source>
            <translation>压测已完成，用时 %1 毫秒</translation>
        </message>
        <message>
            <source>the burn-in %1</source>
            <translation>压测%1</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::CheckService</name>
        <message>
            <source>%1 is not a known instance.</source>
            <translation>%1 不是已知的实例。</translation>
        </message>
        <message>
            <source>The connection to %1 ended during the checks (stopped, destroyed or unreachable); run them again once it is back.</source>
            <translation>检查过程中与 %1 的连接中断（实例已停止、已销毁或无法访问）；请在连接恢复后重新运行检查。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::CheckpointShuttle</name>
        <message>
            <source>There is no SSH session to %1.</source>
            <translation>没有到 %1 的 SSH 会话。</translation>
        </message>
        <message>
            <source>"%1" is not a checkpoint name.</source>
            <translation>“%1”不是检查点名称。</translation>
        </message>
        <message>
            <source>snapshotting checkpoint %1 on %2</source>
            <translation>正在 %2 上为检查点 %1 做快照</translation>
        </message>
        <message>
            <source>snapshot checkpoint %1</source>
            <translation>为检查点 %1 做快照</translation>
        </message>
        <message>
            <source>Cannot create %1.%2</source>
            <translation>无法创建 %1。%2</translation>
        </message>
        <message>
            <source>Checkpoint %1 arrived but did not verify.</source>
            <translation>检查点 %1 已取回，但校验未通过。</translation>
        </message>
        <message>
            <source>Cannot move the pulled checkpoint to %1.</source>
            <translation>无法把取回的检查点移动到 %1。</translation>
        </message>
        <message>
            <source>pulling checkpoint %1</source>
            <translation>正在取回检查点 %1</translation>
        </message>
        <message>
            <source>The checkpoint pull was cancelled.</source>
            <translation>检查点取回已取消。</translation>
        </message>
        <message>
            <source>remove the snapshot</source>
            <translation>删除快照</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::ChecksView</name>
        <message>
            <source>&amp;Run checks</source>
            <translation>运行检查(&amp;R)</translation>
        </message>
        <message>
            <source>With &amp;benchmark (TFLOPS, ~10 s)</source>
            <translation>包含基准测试（TFLOPS，约 10 秒）(&amp;B)</translation>
        </message>
        <message>
            <source>Export &amp;Markdown…</source>
            <translation>导出 Markdown(&amp;M)…</translation>
        </message>
        <message>
            <source>Export &amp;JSON…</source>
            <translation>导出 JSON(&amp;J)…</translation>
        </message>
        <message>
            <source>Instance:</source>
            <translation>实例：</translation>
        </message>
        <message>
            <source>No running instance. Launch one from the Offers tab; it is checked as soon as it is up.</source>
            <translation>没有运行中的实例。请在“报价”页启动一个；实例就绪后会立即自动检查。</translation>
        </message>
        <message>
            <source>%1 has not been checked yet. Press Run checks.</source>
            <translation>%1 尚未检查。请点击“运行检查”。</translation>
        </message>
        <message>
            <source>%1 — %2 (checked %3)</source>
            <translation>%1 — %2（检查于 %3）</translation>
        </message>
        <message>
            <source>Checking %1…</source>
            <translation>正在检查 %1…</translation>
        </message>
        <message>
            <source>The checks of %1 could not run: %2</source>
            <translation>无法对 %1 运行检查：%2</translation>
        </message>
        <message>
            <source>Export the report as Markdown</source>
            <translation>将报告导出为 Markdown</translation>
        </message>
        <message>
            <source>Export the report as JSON</source>
            <translation>将报告导出为 JSON</translation>
        </message>
        <message>
            <source>Saved %1.</source>
            <translation>已保存 %1。</translation>
        </message>
        <message>
            <source>Could not save %1: %2</source>
            <translation>无法保存 %1：%2</translation>
        </message>
        <message>
            <source>&amp;Re-run checks</source>
            <translation>重新运行检查(&amp;R)</translation>
        </message>
        <message>
            <source>Re-run &amp;selected check</source>
            <translation>重新运行所选检查(&amp;S)</translation>
        </message>
        <message>
            <source>%1 — re-ran one check (%2)</source>
            <translation>%1 — 已重新运行一项检查（%2）</translation>
        </message>
        <message>
            <source>Run the pre-flight checks on the chosen instance (Ctrl+R).</source>
            <translation>在所选实例上运行预检（Ctrl+R）。</translation>
        </message>
        <message>
            <source>&amp;Cancel</source>
            <translation>取消(&amp;C)</translation>
        </message>
        <message>
            <source>no burn-in</source>
            <translation>不压测</translation>
        </message>
        <message>
            <source>burn-in </source>
            <translation>压测 </translation>
        </message>
        <message>
            <source> s</source>
            <translation> 秒</translation>
        </message>
        <message>
            <source>After the checks, load every GPU at once for this long and watch temperature, clocks, errors and throughput (60 s is typical).</source>
            <translation>检查完成后，让所有 GPU 同时满载运行这么长时间，并监视温度、频率、错误和吞吐量（通常为 60 秒）。</translation>
        </message>
        <message>
            <source>Stop the checks (and the burn-in) now.</source>
            <translation>立即停止检查（以及压测）。</translation>
        </message>
        <message>
            <source>The burn-in did not run: %1</source>
            <translation>压测没有运行：%1</translation>
        </message>
        <message>
            <source>the checks ended first</source>
            <translation>检查先结束了</translation>
        </message>
        <message>
            <source>Burn-in passed: every GPU held its clocks, stayed cool enough and computed correctly.</source>
            <translation>压测通过：每块 GPU 都保持住了频率，温度足够低，计算也正确。</translation>
        </message>
        <message>
            <source>Burn-in found problems — %1</source>
            <translation>压测发现问题——%1</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::CompatChecker</name>
        <message>
            <source>no CUDA version in the table runs fully on it</source>
            <translation>表中没有任何 CUDA 版本能在该驱动上完整运行</translation>
        </message>
        <message>
            <source>this driver runs CUDA &lt;= %1 fully</source>
            <translation>该驱动可完整运行 CUDA &lt;= %1</translation>
        </message>
        <message>
            <source>driver %1 &gt;= %2, the driver CUDA %3 ships with (%4): full feature set</source>
            <translation>驱动 %1 &gt;= CUDA %3（%4）随附的驱动 %2：支持全部功能</translation>
        </message>
        <message>
            <source>driver %1 &lt; %2, the driver CUDA %3 ships with</source>
            <translation>驱动 %1 &lt; CUDA %3 随附的驱动 %2</translation>
        </message>
        <message>
            <source>CUDA %1 is not in the compatibility table (newest known: %2)</source>
            <translation>兼容性表中没有 CUDA %1（已知最新版本：%2）</translation>
        </message>
        <message>
            <source>ask for a driver &gt;= %1 for full support</source>
            <translation>如需完整支持，请要求驱动 &gt;= %1</translation>
        </message>
        <message>
            <source>ask for the newest driver of the %1.x family</source>
            <translation>请要求 CUDA %1.x 系列的最新驱动</translation>
        </message>
        <message>
            <source>%1, but &gt;= %2, the CUDA %3.x minor-version-compatibility floor: runs, except JIT of PTX newer than the driver (cudaErrorUnsupportedPtxVersion; e.g. a GPU only covered by +PTX in the build) and APIs that need a newer driver (cudaErrorCallRequiresNewerDriver)</source>
            <translation>%1，但 &gt;= CUDA %3.x 次版本兼容所需的最低驱动 %2：可以运行，但无法 JIT 编译比驱动更新的 PTX（cudaErrorUnsupportedPtxVersion；例如构建中仅通过 +PTX 支持的 GPU），也无法使用需要更新驱动的 API（cudaErrorCallRequiresNewerDriver）</translation>
        </message>
        <message>
            <source>%1; or use a build for CUDA &lt;= %2</source>
            <translation>%1；或改用面向 CUDA &lt;= %2 的构建</translation>
        </message>
        <message>
            <source>%1, and &lt; %2, the CUDA %3.x minor-version-compatibility floor</source>
            <translation>%1，且 &lt; CUDA %3.x 次版本兼容所需的最低驱动 %2</translation>
        </message>
        <message>
            <source>%1; CUDA %2.x has no minor-version compatibility</source>
            <translation>%1；CUDA %2.x 不支持次版本兼容</translation>
        </message>
        <message>
            <source>%1 (&gt;= %2 runs it under minor-version compatibility)</source>
            <translation>%1（驱动 &gt;= %2 即可在次版本兼容模式下运行）</translation>
        </message>
        <message>
            <source>ask for a driver &gt;= %1</source>
            <translation>请要求驱动 &gt;= %1</translation>
        </message>
        <message>
            <source>%1; %2</source>
            <translation>%1；%2</translation>
        </message>
        <message>
            <source>"%1" is not a CUDA version (expected e.g. 12.4)</source>
            <translation>“%1”不是 CUDA 版本号（应形如 12.4）</translation>
        </message>
        <message>
            <source>unknown CUDA version %1: the table covers CUDA %2 to %3</source>
            <translation>未知的 CUDA 版本 %1：表中涵盖 CUDA %2 至 %3</translation>
        </message>
        <message>
            <source>install the %1 build (%2); %3</source>
            <translation>请安装 %1 构建（%2）；%3</translation>
        </message>
        <message>
            <source>%1; or use %2 %3 built for CUDA %4%5 (%6)</source>
            <translation>%1；或改用 %2 %3 的 CUDA %4 构建（%6）%5</translation>
        </message>
        <message>
            <source>, under minor-version compatibility</source>
            <translation>，需依赖次版本兼容</translation>
        </message>
        <message>
            <source>%1; no %2 release in the table runs on this driver</source>
            <translation>%1；表中没有可在该驱动上运行的 %2 版本</translation>
        </message>
        <message>
            <source>unknown framework "%1"</source>
            <translation>未知框架“%1”</translation>
        </message>
        <message>
            <source>%1 %2 is a CPU-only build: it does not use the NVIDIA driver</source>
            <translation>%1 %2 是纯 CPU 构建：不使用 NVIDIA 驱动</translation>
        </message>
        <message>
            <source>unknown %1 version "%2": the table covers %1 %3 to %4 (update resources/data/cuda-compat.json)</source>
            <translation>未知的 %1 版本“%2”：表中涵盖 %1 %3 至 %4（请更新 resources/data/cuda-compat.json）</translation>
        </message>
        <message>
            <source>%1 %2 has no %3 build (builds: %4)</source>
            <translation>%1 %2 没有 %3 构建（现有构建：%4）</translation>
        </message>
        <message>
            <source>%1 %2 built for CUDA %3: %4</source>
            <translation>面向 CUDA %3 构建的 %1 %2：%4</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::CompatDatabase</name>
        <message>
            <source>cannot read the CUDA compatibility table %1: %2</source>
            <translation>无法读取 CUDA 兼容性表 %1：%2</translation>
        </message>
        <message>
            <source>needs "major" &gt;= 11 and "linux"</source>
            <translation>需要 "major" &gt;= 11 以及 "linux"</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::ConnectionManager</name>
        <message>
            <source>%1 is not a known instance.</source>
            <translation>%1 不是已知的实例。</translation>
        </message>
        <message>
            <source>%1 is %2: start it first.</source>
            <translation>%1 当前状态为 %2：请先启动它。</translation>
        </message>
        <message>
            <source>%1 is no longer running.</source>
            <translation>%1 已不在运行。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::CredentialTester</name>
        <message>
            <source>%1 could not be set up for the check.</source>
            <translation>无法准备 %1 来检查密钥。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::Database</name>
        <message>
            <source>The database schema has no step %1.</source>
            <translation>数据库结构缺少第 %1 步。</translation>
        </message>
        <message>
            <source>Cannot read the ledger %1.</source>
            <translation>无法读取账本 %1。</translation>
        </message>
        <message>
            <source>Cannot open the ledger %1.</source>
            <translation>无法打开账本 %1。</translation>
        </message>
        <message>
            <source>%1 was written by a newer RentDeck (schema %2 &gt; %3); upgrade RentDeck.</source>
            <translation>%1 由更新版本的 RentDeck 写入（架构版本 %2 &gt; %3），请升级 RentDeck。</translation>
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
            <source>The ledger %1 is damaged. Keep a copy of it, then restore a backup or move it aside and start RentDeck again.</source>
            <translation>账本 %1 已损坏。请先保留一份副本，然后恢复备份，或将其移开后重新启动 RentDeck。</translation>
        </message>
        <message>
            <source>The disk holding the ledger is full: free some space and try again. Nothing recorded before was lost.</source>
            <translation>账本所在的磁盘已满：请释放一些空间后重试。之前记录的内容没有丢失。</translation>
        </message>
        <message>
            <source>Cannot enable foreign keys in the ledger.</source>
            <translation>无法在账本中启用外键。</translation>
        </message>
        <message>
            <source>Cannot read the ledger %1 (%2).</source>
            <translation>无法读取账本 %1（%2）。</translation>
        </message>
        <message>
            <source>%1 is not a usable RentDeck ledger (%2). It was left untouched: move it aside and start RentDeck again.</source>
            <translation>%1 不是可用的 RentDeck 账本（%2）。文件未做任何改动：请把它移到别处，然后重新启动 RentDeck。</translation>
        </message>
        <message>
            <source>Cannot check the ledger %1.</source>
            <translation>无法检查账本 %1。</translation>
        </message>
        <message>
            <source>Cannot create the folder %1 for the ledger.</source>
            <translation>无法为账本创建文件夹 %1。</translation>
        </message>
        <message>
            <source>Cannot create the ledger %1: %2</source>
            <translation>无法创建账本 %1：%2</translation>
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
            <source>The %1 driver for Qt is not installed (Debian: %2).</source>
            <translation>未安装 Qt 的 %1 驱动（Debian：%2）。</translation>
        </message>
        <message>
            <source>%1 holds no RentDeck team yet; its admin creates it with rentdeck-cli team init.</source>
            <translation>%1 中还没有 RentDeck 团队；请由管理员用 rentdeck-cli team init 创建。</translation>
        </message>
        <message>
            <source>%1 is at schema %2 and this RentDeck needs %3: ask the team's admin to run rentdeck-cli team init again with this version, which upgrades it.</source>
            <translation>%1 的架构版本为 %2，而此版本的 RentDeck 需要 %3：请团队管理员用此版本再次运行 rentdeck-cli team init 进行升级。</translation>
        </message>
        <message>
            <source>The team database went away.</source>
            <translation>团队数据库连接已断开。</translation>
        </message>
        <message>
            <source>The server refused the password: join again with the address your admin gave you, or set RENTDECK_TEAM_PASSWORD.</source>
            <translation>服务器拒绝了密码：请用管理员给你的地址重新加入，或设置 RENTDECK_TEAM_PASSWORD。</translation>
        </message>
        <message>
            <source>The TLS check failed: give the server's CA file with ?sslrootcert=PATH in the address, or sslmode=require to encrypt without checking who answers.</source>
            <translation>TLS 校验失败：请在地址中用 ?sslrootcert=PATH 指定服务器的 CA 文件，或用 sslmode=require 仅加密而不校验对方身份。</translation>
        </message>
        <message>
            <source>Check the role and database names in the address.</source>
            <translation>请检查地址中的角色名和数据库名。</translation>
        </message>
        <message>
            <source>Check that the server runs and that this machine may reach it; RentDeck keeps recording locally meanwhile.</source>
            <translation>请确认服务器正在运行且本机可以访问；在此期间 RentDeck 会继续在本地记录。</translation>
        </message>
        <message>
            <source>Cannot connect to the team database %1. %2</source>
            <translation>无法连接团队数据库 %1。%2</translation>
        </message>
        <message>
            <source>Cannot prepare the connection to the team database.</source>
            <translation>无法准备到团队数据库的连接。</translation>
        </message>
        <message>
            <source>Cannot read the team database's schema version.</source>
            <translation>无法读取团队数据库的架构版本。</translation>
        </message>
        <message>
            <source>Cannot check the team database.</source>
            <translation>无法检查团队数据库。</translation>
        </message>
        <message>
            <source>the constraint %1 of %2 was never validated</source>
            <translation>%2 的约束 %1 从未经过验证</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::DisplayCurrency</name>
        <message>
            <source>%1 (%2)</source>
            <comment>converted price (original price)</comment>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <source>1 USD = %1 CNY (default rate)</source>
            <translation>1 USD = %1 CNY（默认汇率）</translation>
        </message>
        <message>
            <source>1 USD = %1 CNY (set %2)</source>
            <translation>1 USD = %1 CNY（设置于 %2）</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::ExchangeRateDialog</name>
        <message>
            <source>Exchange rate</source>
            <translation>汇率</translation>
        </message>
        <message>
            <source>1 USD = </source>
            <translation>1 USD = </translation>
        </message>
        <message>
            <source> CNY</source>
            <translation> CNY</translation>
        </message>
        <message>
            <source>RentDeck does not fetch rates: it converts USD and CNY prices at the rate you enter here, to show and sort offers in one currency. Providers still bill in their own currency.</source>
            <translation>RentDeck 不会自动获取汇率：它按你在此输入的汇率换算 USD 和 CNY 价格，以便用同一币种显示和排序报价。服务商仍按各自的币种计费。</translation>
        </message>
        <message>
            <source>never (built-in default)</source>
            <translation>从未设置（内置默认值）</translation>
        </message>
        <message>
            <source>&amp;Rate:</source>
            <translation>汇率(&amp;R)：</translation>
        </message>
        <message>
            <source>Last set:</source>
            <translation>上次设置：</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::FileTransfer</name>
        <message>
            <source>Cannot sync: the instance has no SSH address yet.</source>
            <translation>无法同步：该实例还没有 SSH 地址。</translation>
        </message>
        <message>
            <source>Cannot sync: %1.</source>
            <translation>无法同步：%1。</translation>
        </message>
        <message>
            <source>Cannot sync: no local folder was given.</source>
            <translation>无法同步：未指定本地文件夹。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::FitDescription</name>
        <message>
            <source>does not fit</source>
            <translation>放不下</translation>
        </message>
        <message>
            <source>tight</source>
            <translation>偏紧</translation>
        </message>
        <message>
            <source>comfortable</source>
            <translation>宽裕</translation>
        </message>
        <message>
            <source>%1 min</source>
            <translation>%1 分钟</translation>
        </message>
        <message>
            <source>%1 h</source>
            <translation>%1 小时</translation>
        </message>
        <message>
            <source>%1 days</source>
            <translation>%1 天</translation>
        </message>
        <message>
            <source>data sheet</source>
            <translation>规格表</translation>
        </message>
        <message>
            <source>measured on earlier machines with this GPU</source>
            <translation>在此前同型号 GPU 的机器上实测</translation>
        </message>
        <message>
            <source>measured on this offer</source>
            <translation>在此报价的机器上实测</translation>
        </message>
        <message>
            <source>%1 at %2 TFLOPS per GPU (%3) × %4 % MFU × %5 % parallel efficiency</source>
            <translation>%1，每块 GPU %2 TFLOPS（%3）× %4 % MFU × %5 % 并行效率</translation>
        </message>
        <message>
            <source>, billed the offer's way: %1</source>
            <translation>，按该报价的计费方式：%1</translation>
        </message>
        <message>
            <source>, gradient sync at the %1 GB/s measured on this offer</source>
            <translation>，梯度同步按此报价实测的 %1 GB/s 计算</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::ForwardModel</name>
        <message>
            <source>port %1</source>
            <translation>端口 %1</translation>
        </message>
        <message>
            <source>error: %1</source>
            <translation>出错：%1</translation>
        </message>
        <message>
            <source>listening</source>
            <translation>监听中</translation>
        </message>
        <message>
            <source>waiting for SSH</source>
            <translation>等待 SSH</translation>
        </message>
        <message>
            <source>↓ %1  ↑ %2</source>
            <translation>↓ %1  ↑ %2</translation>
        </message>
        <message>
            <source>Instance</source>
            <translation>实例</translation>
        </message>
        <message>
            <source>Service</source>
            <translation>服务</translation>
        </message>
        <message>
            <source>Local address</source>
            <translation>本地地址</translation>
        </message>
        <message>
            <source>Remote</source>
            <translation>远程</translation>
        </message>
        <message>
            <source>State</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>Connections</source>
            <translation>连接数</translation>
        </message>
        <message>
            <source>Traffic</source>
            <translation>流量</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::ForwardsView</name>
        <message>
            <source>Open in &amp;browser</source>
            <translation>在浏览器中打开(&amp;B)</translation>
        </message>
        <message>
            <source>&amp;Close forward</source>
            <translation>关闭转发(&amp;C)</translation>
        </message>
        <message>
            <source>No port forwards. In the Instances tab, select a running instance and open the menu by the arrow of Open terminal: Forward JupyterLab, TensorBoard or any port.</source>
            <translation>没有端口转发。在“实例”页选中一个运行中的实例，点开“打开终端”旁的箭头菜单：转发 JupyterLab、TensorBoard 或任意端口。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::GpuCatalog</name>
        <message>
            <source>Cannot read the GPU catalog %1: %2</source>
            <translation>无法读取 GPU 目录 %1：%2</translation>
        </message>
        <message>
            <source>gpu-catalog.json is not a JSON object: %1</source>
            <translation>gpu-catalog.json 不是 JSON 对象：%1</translation>
        </message>
        <message>
            <source>gpu-catalog.json: gpus[%1] needs a "name" and a positive "memory_total_mib"</source>
            <translation>gpu-catalog.json：gpus[%1] 需要 "name" 和正数 "memory_total_mib"</translation>
        </message>
        <message>
            <source>gpu-catalog.json lists no GPU</source>
            <translation>gpu-catalog.json 中没有列出任何 GPU</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::GpuTierList</name>
        <message>
            <source>%1 GB</source>
            <translation>%1 GB</translation>
        </message>
        <message numerus="yes">
            <source>%n × %1</source>
            <translation>
                <numerusform>%n × %1</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 of %2 per GPU</source>
            <translation>每块 GPU %1 / %2</translation>
        </message>
        <message>
            <source>~%1</source>
            <translation>约 %1</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::GpuTopology</name>
        <message>
            <source>1 GPU</source>
            <translation>1 块 GPU</translation>
        </message>
        <message>
            <source>no GPU</source>
            <translation>没有 GPU</translation>
        </message>
        <message>
            <source>%1 GPUs, all pairs NVLink (%2)</source>
            <translation>%1 块 GPU，两两之间均为 NVLink（%2）</translation>
        </message>
        <message>
            <source>%1 GPUs over PCIe</source>
            <translation>%1 块 GPU 通过 PCIe 互连</translation>
        </message>
        <message>
            <source>%1 GPUs, NVLink on some pairs (%2)</source>
            <translation>%1 块 GPU，部分 GPU 之间有 NVLink（%2）</translation>
        </message>
        <message>
            <source>%1, all pairs %2</source>
            <translation>%1，两两之间均%2</translation>
        </message>
        <message>
            <source>%1, %2 between GPU %3</source>
            <translation>%1，GPU %3 之间%2</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::GuardDialog</name>
        <message>
            <source>all GPUs below</source>
            <translation>所有 GPU 利用率低于</translation>
        </message>
        <message>
            <source>&amp;Keep a watchdog on the instance (acts even when RentDeck is closed)</source>
            <translation>在实例上保留看门狗(&amp;K)（RentDeck 关闭时也会执行）</translation>
        </message>
        <message>
            <source>&amp;Remove guard</source>
            <translation>移除守护(&amp;R)</translation>
        </message>
        <message>
            <source>Guard of %1</source>
            <translation>%1 的守护</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>this instance costs %1 per hour</source>
            <translation>本实例每小时 %1</translation>
        </message>
        <message>
            <source>no limit</source>
            <translation>不限</translation>
        </message>
        <message>
            <source>Warn only</source>
            <translation>仅提醒</translation>
        </message>
        <message>
            <source>Stop the instance</source>
            <translation>停止实例</translation>
        </message>
        <message>
            <source>Destroy the instance</source>
            <translation>销毁实例</translation>
        </message>
        <message>
            <source> s</source>
            <translation> 秒</translation>
        </message>
        <message>
            <source>A small script on the instance powers it off at the deadline or when idle, even while RentDeck or this computer is off. It stores no credentials of your account.</source>
            <translation>实例上的一个小脚本会在到期或空闲时关机，即使 RentDeck 或本机已关闭也会执行。它不保存您账户的任何凭据。</translation>
        </message>
        <message>
            <source>hours after launch</source>
            <translation>小时（自启动起）</translation>
        </message>
        <message>
            <source>before acting, with a notification that can cancel it</source>
            <translation>后执行，期间会发出可取消的通知</translation>
        </message>
        <message>
            <source>&amp;Guard for:</source>
            <translation>守护范围(&amp;G)：</translation>
        </message>
        <message>
            <source>&amp;Budget:</source>
            <translation>预算(&amp;B)：</translation>
        </message>
        <message>
            <source>Max &amp;lifetime:</source>
            <translation>最长运行时间(&amp;L)：</translation>
        </message>
        <message>
            <source>&amp;Idle:</source>
            <translation>空闲(&amp;I)：</translation>
        </message>
        <message>
            <source>&amp;Action:</source>
            <translation>操作(&amp;A)：</translation>
        </message>
        <message>
            <source>C&amp;ountdown:</source>
            <translation>倒计时(&amp;O)：</translation>
        </message>
        <message>
            <source>This instance (%1)</source>
            <translation>此实例（%1）</translation>
        </message>
        <message>
            <source>All instances of project "%1"</source>
            <translation>项目“%1”的所有实例</translation>
        </message>
        <message>
            <source>This instance has no project tag, so only its own guard can be set.</source>
            <translation>此实例没有项目标签，只能设置它自己的守护。</translation>
        </message>
        <message>
            <source> min</source>
            <translation> 分钟</translation>
        </message>
        <message>
            <source>utilization for</source>
            <translation>持续</translation>
        </message>
        <message>
            <source>An open terminal or a running sync counts as busy.</source>
            <translation>打开的终端或正在进行的同步视为忙碌。</translation>
        </message>
        <message>
            <source>Each instance of "%1" gets these limits on its own (not a shared budget); an instance's own guard wins.</source>
            <translation>“%1”的每个实例各自适用这些限制（不是共享预算）；实例自己的守护优先。</translation>
        </message>
        <message>
            <source>Saved %1.</source>
            <translation>保存于 %1。</translation>
        </message>
        <message>
            <source>No guard is set for this project yet.</source>
            <translation>此项目尚未设置守护。</translation>
        </message>
        <message>
            <source>This instance has its own guard, saved %1.</source>
            <translation>此实例有自己的守护，保存于 %1。</translation>
        </message>
        <message>
            <source>The guard of project "%1" applies now. Saving here gives this instance its own guard, which wins.</source>
            <translation>目前适用项目“%1”的守护。在此保存会为此实例设置自己的守护，并优先于项目守护。</translation>
        </message>
        <message>
            <source>No guard is set for this instance yet.</source>
            <translation>此实例尚未设置守护。</translation>
        </message>
        <message>
            <source>%1 cannot stop instances.</source>
            <translation>%1 无法停止实例。</translation>
        </message>
        <message>
            <source>Notifies you at 80% and at the limit; never stops or destroys anything.</source>
            <translation>在达到 80% 和上限时通知您；绝不停止或销毁任何东西。</translation>
        </message>
        <message>
            <source>Stops the instance at the limit or when idle; you can resume it later.</source>
            <translation>达到上限或空闲时停止实例；之后可以恢复。</translation>
        </message>
        <message>
            <source>Destroys the instance and its disk at the limit or when idle; data not pulled back is lost.</source>
            <translation>达到上限或空闲时销毁实例及其磁盘；未拉回的数据将丢失。</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>Still billed after stop: %1</source>
            <translation>停止后仍计费：%1</translation>
        </message>
        <message>
            <source>The budget must be an amount above zero, such as 25 or 12.50; leave it empty for none.</source>
            <translation>预算必须是大于零的金额，例如 25 或 12.50；留空表示不设预算。</translation>
        </message>
        <message>
            <source>The lifetime must be a number of hours above zero, such as 12 or 1.5; leave it empty for no limit.</source>
            <translation>运行时间必须是大于零的小时数，例如 12 或 1.5；留空表示不限。</translation>
        </message>
        <message>
            <source>The idle rule needs a utilization from 1% to 100% and at least one minute.</source>
            <translation>空闲规则需要 1% 到 100% 的利用率，且至少一分钟。</translation>
        </message>
        <message>
            <source>%1 cannot stop instances; choose Warn only or Destroy.</source>
            <translation>%1 无法停止实例；请选择“仅提醒”或“销毁实例”。</translation>
        </message>
        <message>
            <source>Set a budget, a lifetime or an idle rule for the guard to watch.</source>
            <translation>请设置预算、最长运行时间或空闲规则供守护监视。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::GuardEvaluator</name>
        <message>
            <source>%1 s</source>
            <translation>%1 秒</translation>
        </message>
        <message>
            <source>%1 min</source>
            <translation>%1 分钟</translation>
        </message>
        <message>
            <source>%1 h</source>
            <translation>%1 小时</translation>
        </message>
        <message>
            <source>%1 h %2 min</source>
            <translation>%1 小时 %2 分钟</translation>
        </message>
        <message>
            <source>%1 d</source>
            <translation>%1 天</translation>
        </message>
        <message>
            <source>%1 d %2 h</source>
            <translation>%1 天 %2 小时</translation>
        </message>
        <message>
            <source>budget %1 reached: %2 spent</source>
            <translation>已达到预算 %1：已花费 %2</translation>
        </message>
        <message>
            <source>budget %1: %2 spent (%3%)</source>
            <translation>预算 %1：已花费 %2（%3%）</translation>
        </message>
        <message>
            <source>lifetime %1 reached: launched %2 ago</source>
            <translation>已达到最长运行时间 %1：已启动 %2</translation>
        </message>
        <message>
            <source>lifetime %1: launched %2 ago (%3%)</source>
            <translation>最长运行时间 %1：已启动 %2（%3%）</translation>
        </message>
        <message>
            <source>idle: all GPUs below %1% for %2</source>
            <translation>空闲：所有 GPU 利用率低于 %1% 已持续 %2</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::GuardMonitor</name>
        <message>
            <source>kept running; no new countdown for %1 unless this clears: %2</source>
            <translation>已保持运行；除非此情况解除，否则 %1 内不再倒计时：%2</translation>
        </message>
        <message>
            <source>destroy in %1: %2</source>
            <translation>%1后销毁：%2</translation>
        </message>
        <message>
            <source>stop in %1: %2</source>
            <translation>%1后停止：%2</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::GuardService</name>
        <message>
            <source>%1 is close to its limit</source>
            <translation>%1 即将达到上限</translation>
        </message>
        <message>
            <source>%1 reached its limit</source>
            <translation>%1 已达到上限</translation>
        </message>
        <message>
            <source>%1 stopped by its guard</source>
            <translation>%1 已被其守护停止</translation>
        </message>
        <message>
            <source>%1 destroyed by its guard</source>
            <translation>%1 已被其守护销毁</translation>
        </message>
        <message>
            <source>Watchdog on %1</source>
            <translation>%1 上的看门狗</translation>
        </message>
        <message>
            <source>The guard now holds even when RentDeck is closed.</source>
            <translation>现在即使 RentDeck 关闭，守护也会继续生效。</translation>
        </message>
        <message>
            <source>The watchdog of %1 acted</source>
            <translation>%1 的看门狗已执行操作</translation>
        </message>
        <message>
            <source>%1 at %2 (%3), while RentDeck was closed.</source>
            <translation>%1：%2（%3），当时 RentDeck 未在运行。</translation>
        </message>
        <message>
            <source>It powered the instance off</source>
            <translation>它关闭了实例</translation>
        </message>
        <message>
            <source>Its deadline was reached</source>
            <translation>已到达截止时间</translation>
        </message>
        <message>
            <source>Its idle rule was met</source>
            <translation>已满足空闲规则</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::GuardStore</name>
        <message>
            <source>The ledger is not open, so guards cannot be saved or read.</source>
            <translation>账本未打开，无法保存或读取守护。</translation>
        </message>
        <message>
            <source>A guard needs an instance or a project.</source>
            <translation>守护需要指定实例或项目。</translation>
        </message>
        <message>
            <source>A guard's budget must be more than zero.</source>
            <translation>守护的预算必须大于零。</translation>
        </message>
        <message>
            <source>A guard's lifetime must be more than zero.</source>
            <translation>守护的最长运行时间必须大于零。</translation>
        </message>
        <message>
            <source>An idle rule needs a utilization above 0% and at most 100%, and at least one minute.</source>
            <translation>空闲规则需要大于 0% 且不超过 100% 的利用率，且至少一分钟。</translation>
        </message>
        <message>
            <source>A guard's countdown cannot be negative.</source>
            <translation>守护的倒计时不能为负数。</translation>
        </message>
        <message>
            <source>Cannot save the guard of %1.</source>
            <translation>无法保存 %1 的守护。</translation>
        </message>
        <message>
            <source>Cannot remove the guard of %1.</source>
            <translation>无法移除 %1 的守护。</translation>
        </message>
        <message>
            <source>%1 has no guard.</source>
            <translation>%1 没有守护。</translation>
        </message>
        <message>
            <source>Cannot read the guards.</source>
            <translation>无法读取守护。</translation>
        </message>
        <message>
            <source>Cannot record what the guard of %1 did.</source>
            <translation>无法记录 %1 的守护执行的操作。</translation>
        </message>
        <message>
            <source>Cannot read what the guard of %1 did.</source>
            <translation>无法读取 %1 的守护执行的操作。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::HashCache</name>
        <message>
            <source>Cannot read the ledger %1.</source>
            <translation>无法读取账本 %1。</translation>
        </message>
        <message>
            <source>The ledger is not open, so no file hashes are cached.</source>
            <translation>账本未打开，因此不会缓存文件哈希。</translation>
        </message>
        <message>
            <source>Cannot store file hashes in the ledger %1.</source>
            <translation>无法在账本 %1 中保存文件哈希。</translation>
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
        <message>
            <source>A sync of %1 is running (process %2): destroying now would lose the data in flight. Wait for it to finish or cancel it, then destroy.</source>
            <translation>%1 正在同步（进程 %2）：现在销毁会丢失传输中的数据。请等待同步完成或取消同步，然后再销毁。</translation>
        </message>
        <message>
            <source>no longer listed by the provider</source>
            <translation>服务商已不再列出该实例</translation>
        </message>
        <message>
            <source>The API key of the %1 account could not be read from the keychain: %2. Add it again in Settings › Accounts, or set %3.</source>
            <translation>无法从钥匙串读取 %1 账户的 API 密钥：%2。请在“设置 › 账户”中重新添加，或设置 %3。</translation>
        </message>
        <message>
            <source>it is empty</source>
            <translation>密钥为空</translation>
        </message>
        <message>
            <source>%1 named an SSH address RentDeck will not use: %2. Nothing was connected; the instance still bills, so destroy it or ask the provider's support.</source>
            <translation>%1 给出的 SSH 地址 RentDeck 不会使用：%2。没有进行任何连接；该实例仍在计费，请销毁它或联系服务商客服。</translation>
        </message>
        <message>
            <source>The ledger is not available, so no project can be set.</source>
            <translation>账本不可用，无法设置项目。</translation>
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
        <message>
            <source>preempted</source>
            <translation>已被抢占</translation>
        </message>
        <message>
            <source>Double-click to tag this instance with a project: its cost counts there in cost reports, budgets and the team's view.</source>
            <translation>双击可给此实例打上项目标签：它的费用会计入该项目的费用报表、预算和团队视图。</translation>
        </message>
        <message>
            <source>Project</source>
            <translation>项目</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::InstanceOverview</name>
        <message>
            <source>Show the charts of %1</source>
            <translation>显示 %1 的图表</translation>
        </message>
        <message>
            <source>GPU %1%</source>
            <translation>GPU %1%</translation>
        </message>
        <message>
            <source>%1/h · %2 so far</source>
            <translation>%1/小时 · 已花费 %2</translation>
        </message>
        <message>
            <source>/h</source>
            <translation>/小时</translation>
        </message>
        <message>
            <source>Spend rate of everything running: %1</source>
            <translation>所有运行中实例的花费速率：%1</translation>
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
        <message>
            <source>&amp;Add SSH host…</source>
            <translation>添加 SSH 主机(&amp;A)…</translation>
        </message>
        <message>
            <source>Add any machine you can reach by SSH (AutoDL, a lab server…) with its price per hour</source>
            <translation>添加任何可通过 SSH 访问的机器（AutoDL、实验室服务器…），并填写每小时价格</translation>
        </message>
        <message>
            <source>Open &amp;terminal</source>
            <translation>打开终端(&amp;T)</translation>
        </message>
        <message>
            <source>Open in &amp;system terminal</source>
            <translation>在系统终端中打开(&amp;S)</translation>
        </message>
        <message>
            <source>Open in &amp;VS Code</source>
            <translation>在 VS Code 中打开(&amp;V)</translation>
        </message>
        <message>
            <source>Forward &amp;JupyterLab (8888)</source>
            <translation>转发 JupyterLab（8888）(&amp;J)</translation>
        </message>
        <message>
            <source>JupyterLab</source>
            <translation>JupyterLab</translation>
        </message>
        <message>
            <source>Forward Tensor&amp;Board (6006)</source>
            <translation>转发 TensorBoard（6006）(&amp;B)</translation>
        </message>
        <message>
            <source>TensorBoard</source>
            <translation>TensorBoard</translation>
        </message>
        <message>
            <source>&amp;Forward port…</source>
            <translation>转发端口(&amp;F)…</translation>
        </message>
        <message>
            <source>Opened a terminal for %1.</source>
            <translation>已为 %1 打开终端。</translation>
        </message>
        <message>
            <source>Opening %1 in VS Code (ssh host %2)…</source>
            <translation>正在用 VS Code 打开 %1（ssh 主机 %2）…</translation>
        </message>
        <message>
            <source>Could not start VS Code (code).</source>
            <translation>无法启动 VS Code（code）。</translation>
        </message>
        <message>
            <source>Forward a port</source>
            <translation>转发端口</translation>
        </message>
        <message>
            <source>Port on %1 to reach from this computer (bound to 127.0.0.1 only):</source>
            <translation>要从本机访问的 %1 端口（仅绑定到 127.0.0.1）：</translation>
        </message>
        <message>
            <source>Run pre-flight c&amp;hecks</source>
            <translation>运行预检(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Guard…</source>
            <translation>守护(&amp;G)…</translation>
        </message>
        <message>
            <source>Set a budget, a lifetime limit or an idle rule, and what to do when it is reached</source>
            <translation>设置预算、最长运行时间或空闲规则，以及达到时要执行的操作</translation>
        </message>
        <message>
            <source>Guard saved for %1.</source>
            <translation>已保存 %1 的守护。</translation>
        </message>
        <message>
            <source>Guard of %1 removed.</source>
            <translation>已移除 %1 的守护。</translation>
        </message>
        <message>
            <source>Res&amp;tart</source>
            <translation>重启(&amp;T)</translation>
        </message>
        <message>
            <source>Reboot the instance in place; it keeps its disk and keeps billing</source>
            <translation>原地重启实例；磁盘保留，继续计费</translation>
        </message>
        <message>
            <source>Restart failed</source>
            <translation>重启失败</translation>
        </message>
        <message>
            <source>Restarting %1…</source>
            <translation>正在重启 %1…</translation>
        </message>
        <message>
            <source>%1 cannot stop and resume instances: %2</source>
            <translation>%1 不支持停止和恢复实例：%2</translation>
        </message>
        <message>
            <source>Open a terminal; the arrow has the other ways to connect: system terminal, VS Code, ssh command, JupyterLab, TensorBoard, any port</source>
            <translation>打开终端；箭头菜单里有其他连接方式：系统终端、VS Code、ssh 命令、JupyterLab、TensorBoard、任意端口</translation>
        </message>
        <message>
            <source>Run a &amp;job…</source>
            <translation>运行任务(&amp;J)…</translation>
        </message>
        <message>
            <source>Project not set</source>
            <translation>项目未设置</translation>
        </message>
        <message>
            <source>Project of %1</source>
            <translation>%1 的项目</translation>
        </message>
        <message>
            <source>Its whole cost counts for this project in cost reports, budgets and the team's view (empty: none):</source>
            <translation>它的全部费用都会计入此项目的费用报表、预算和团队视图（留空：不属于任何项目）：</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::Job</name>
        <message>
            <source>Cancelled.</source>
            <translation>已取消。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::JobFinisher</name>
        <message>
            <source>The job succeeded, but its outputs cannot be pulled from %1 yet: %2</source>
            <translation>任务已成功，但暂时无法从 %1 取回输出：%2</translation>
        </message>
        <message>
            <source>Cannot create %1 for the job's outputs.</source>
            <translation>无法为任务输出创建 %1。</translation>
        </message>
        <message>
            <source>the copy here did not verify</source>
            <translation>本地副本校验未通过</translation>
        </message>
        <message>
            <source>The job succeeded, but pulling its outputs %1 failed: %2. Nothing was stopped or destroyed.</source>
            <translation>任务已成功，但取回输出 %1 失败：%2。没有停止或销毁任何东西。</translation>
        </message>
        <message>
            <source>outputs pulled to %1 and verified (%2 files)</source>
            <translation>输出已取回到 %1 并校验（%2 个文件）</translation>
        </message>
        <message>
            <source>pulling the outputs of %1</source>
            <translation>正在取回 %1 的输出</translation>
        </message>
        <message>
            <source>no outputs asked for</source>
            <translation>未要求取回输出</translation>
        </message>
        <message>
            <source>; the instance keeps running</source>
            <translation>；实例继续运行</translation>
        </message>
        <message>
            <source>; not destroyed, because no outputs were pulled</source>
            <translation>；未销毁，因为没有取回输出</translation>
        </message>
        <message>
            <source>The job succeeded (%1), but %2 %3 failed: %4</source>
            <translation>任务已成功（%1），但%2 %3 失败：%4</translation>
        </message>
        <message>
            <source>destroying</source>
            <translation>销毁</translation>
        </message>
        <message>
            <source>stopping</source>
            <translation>正在停止</translation>
        </message>
        <message>
            <source>; %1 destroyed</source>
            <translation>；%1 已销毁</translation>
        </message>
        <message>
            <source>; %1 stopped</source>
            <translation>；%1 已停止</translation>
        </message>
        <message>
            <source>take over the end of the job</source>
            <translation>接管任务的收尾</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::JobModel</name>
        <message>
            <source>%1 s</source>
            <translation>%1 秒</translation>
        </message>
        <message>
            <source>%1 min</source>
            <translation>%1 分钟</translation>
        </message>
        <message>
            <source>%1 h %2 min</source>
            <translation>%1 小时 %2 分钟</translation>
        </message>
        <message>
            <source>starting</source>
            <translation>启动中</translation>
        </message>
        <message>
            <source>running</source>
            <translation>运行中</translation>
        </message>
        <message>
            <source>succeeded</source>
            <translation>已成功</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>已失败</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>已丢失</translation>
        </message>
        <message>
            <source>recovering</source>
            <translation>恢复中</translation>
        </message>
        <message>
            <source>no checkpoint folder</source>
            <translation>无检查点目录</translation>
        </message>
        <message>
            <source>%1 seen, not pulled yet</source>
            <translation>已发现 %1，尚未取回</translation>
        </message>
        <message>
            <source>none yet</source>
            <translation>暂无</translation>
        </message>
        <message>
            <source>last checkpoint %1 ago, pulled and verified</source>
            <translation>最近检查点 %1 前，已取回并校验</translation>
        </message>
        <message>
            <source>last checkpoint %1 ago, pulled</source>
            <translation>最近检查点 %1 前，已取回</translation>
        </message>
        <message>
            <source>%1 (was on %2)</source>
            <translation>%1（原在 %2）</translation>
        </message>
        <message>
            <source>keep</source>
            <translation>保留</translation>
        </message>
        <message>
            <source>stop</source>
            <translation>停止</translation>
        </message>
        <message>
            <source>destroy</source>
            <translation>销毁</translation>
        </message>
        <message>
            <source>%1; auto-recover</source>
            <translation>%1；自动恢复</translation>
        </message>
        <message>
            <source>Job</source>
            <translation>任务</translation>
        </message>
        <message>
            <source>State</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>Instance</source>
            <translation>实例</translation>
        </message>
        <message>
            <source>Command</source>
            <translation>命令</translation>
        </message>
        <message>
            <source>Runtime</source>
            <translation>运行时长</translation>
        </message>
        <message>
            <source>Checkpoint</source>
            <translation>检查点</translation>
        </message>
        <message>
            <source>When done</source>
            <translation>完成后</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::JobPoller</name>
        <message>
            <source>%1 was %2 from RentDeck while the job ran</source>
            <translation>任务运行期间，%1 在 RentDeck 中被%2</translation>
        </message>
        <message>
            <source>%1 ended: its instance was %2 from RentDeck.</source>
            <translation>%1 已结束：其实例在 RentDeck 中被%2。</translation>
        </message>
        <message>
            <source>%1 is no longer listed by its provider</source>
            <translation>服务商已不再列出 %1</translation>
        </message>
        <message>
            <source>%1 was preempted: the provider took it back</source>
            <translation>%1 被抢占：服务商收回了这台机器</translation>
        </message>
        <message>
            <source>%1 was %2 by its provider while the job ran%3</source>
            <translation>任务运行期间，%1 被服务商%2%3</translation>
        </message>
        <message>
            <source>%1 does not answer over SSH (%2); still %3 by its provider</source>
            <translation>%1 的 SSH 没有响应（%2）；服务商显示仍为 %3</translation>
        </message>
        <message>
            <source>The SSH session to %1 is gone.</source>
            <translation>到 %1 的 SSH 会话已断开。</translation>
        </message>
        <message>
            <source>read the job's state</source>
            <translation>读取任务状态</translation>
        </message>
        <message>
            <source>could not read the job's state: %1</source>
            <translation>无法读取任务状态：%1</translation>
        </message>
        <message>
            <source>the job's folder is gone from %1 (the machine was replaced or its disk wiped)</source>
            <translation>%1 上的任务目录已不存在（机器被更换或磁盘被清空）</translation>
        </message>
        <message>
            <source>stopped (exit status %1)</source>
            <translation>已停止（退出码 %1）</translation>
        </message>
        <message>
            <source>%1 was stopped.</source>
            <translation>%1 已停止。</translation>
        </message>
        <message>
            <source>exit status %1</source>
            <translation>退出码 %1</translation>
        </message>
        <message>
            <source>%1 failed with exit status %2 on %3.</source>
            <translation>%1 在 %3 上失败，退出码 %2。</translation>
        </message>
        <message>
            <source>the supervisor on %1 is gone without recording an exit (the machine restarted, or it was killed)</source>
            <translation>%1 上的监管进程已消失且未记录退出（机器重启过，或进程被杀掉）</translation>
        </message>
        <message>
            <source>the supervisor on %1 has been silent for %2 s</source>
            <translation>%1 上的监管进程已沉默 %2 秒</translation>
        </message>
        <message>
            <source>checkpoint %1 not pulled: %2</source>
            <translation>检查点 %1 未取回：%2</translation>
        </message>
        <message>
            <source>the last checkpoint pull failed: %1</source>
            <translation>上次检查点取回失败：%1</translation>
        </message>
        <message>
            <source>%1 pulled and verified (%2 bytes sent)</source>
            <translation>%1 已取回并校验（传输 %2 字节）</translation>
        </message>
        <message>
            <source>%1 s</source>
            <translation>%1 秒</translation>
        </message>
        <message>
            <source>%1 min</source>
            <translation>%1 分钟</translation>
        </message>
        <message>
            <source>%1 lost: %2. At most %3 of work since the last pulled checkpoint.</source>
            <translation>%1 丢失：%2。自上次取回检查点以来最多损失 %3 的工作。</translation>
        </message>
        <message>
            <source>%1 lost: %2. No checkpoint was pulled; it would start over.</source>
            <translation>%1 丢失：%2。没有取回过检查点，恢复后将从头开始。</translation>
        </message>
        <message>
            <source>%1 succeeded: %2</source>
            <translation>%1 已成功：%2</translation>
        </message>
        <message>
            <source>%1 is stopped: the job may have ended and its supervisor stopped the machine. Resume %1 to read how it ended and pull its outputs, or recover the job if the provider took the machine back.</source>
            <translation>%1 已停止：任务可能已经结束，并由监管进程停止了机器。恢复运行 %1 即可读取任务的结束状态并取回输出；如果是服务商收回了机器，请恢复任务。</translation>
        </message>
        <message>
            <source>%1 was interrupted by its provider: %2</source>
            <translation>%1 被服务商中断：%2</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::JobRecovery</name>
        <message>
            <source>%1 is %2; only a lost job is recovered.</source>
            <translation>%1 的状态是 %2；只有丢失的任务才能恢复。</translation>
        </message>
        <message>
            <source>looking for a replacement for %1</source>
            <translation>正在为 %1 寻找替代机器</translation>
        </message>
        <message>
            <source>Nothing is known about %1 (the instance the job ran on), so no replacement can be matched to it; name one with --offer.</source>
            <translation>对 %1（任务运行所在的实例）一无所知，无法为它匹配替代机器；请用 --offer 指定报价。</translation>
        </message>
        <message>
            <source>fetching offers for a replacement</source>
            <translation>正在获取替代机器的报价</translation>
        </message>
        <message>
            <source>Offer %1 is not listed now.</source>
            <translation>报价 %1 目前不在列表中。</translation>
        </message>
        <message>
            <source>No replacement for %1: %2</source>
            <translation>找不到 %1 的替代机器：%2</translation>
        </message>
        <message>
            <source>No replacement could take %1 over: %2</source>
            <translation>没有替代机器能接手 %1：%2</translation>
        </message>
        <message>
            <source>launching %1 (%2 × %3, %4/h)</source>
            <translation>正在启动 %1（%2 × %3，%4/小时）</translation>
        </message>
        <message>
            <source>%1 (replacing %2)</source>
            <translation>%1（替代 %2）</translation>
        </message>
        <message>
            <source>%1 did not launch (%2)</source>
            <translation>%1 未能启动（%2）</translation>
        </message>
        <message>
            <source>did not answer over SSH (%1)</source>
            <translation>SSH 没有响应（%1）</translation>
        </message>
        <message>
            <source>pre-flight checks on %1</source>
            <translation>正在对 %1 进行启动前检查</translation>
        </message>
        <message>
            <source>failed its pre-flight checks (%1)</source>
            <translation>未通过启动前检查（%1）</translation>
        </message>
        <message>
            <source>starting on %1</source>
            <translation>正在 %1 上启动</translation>
        </message>
        <message>
            <source>from %1 onto %2</source>
            <translation>从 %1 转到 %2</translation>
        </message>
        <message>
            <source>, resumed from checkpoint %1</source>
            <translation>，从检查点 %1 继续</translation>
        </message>
        <message>
            <source>; %1 is stopped and may still bill for its disk: destroy it when it is no longer needed</source>
            <translation>；%1 已停止，可能仍在收取磁盘费用：不再需要时请销毁</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>replacement %1: destroyed again</source>
            <translation>替代机器%1：已再次销毁</translation>
        </message>
        <message>
            <source>%1 could not be destroyed after it failed (%2): it may still bill; destroy it by hand (rentdeck-cli destroy %1).</source>
            <translation>%1 失败后未能销毁（%2）：它可能仍在计费；请手动销毁（rentdeck-cli destroy %1）。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::JobRemoteCommand</name>
        <message>
            <source>Could not %1 on the instance (exit status %2)%3</source>
            <translation>无法在实例上%1（退出码 %2）%3</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::JobRemoteStatus</name>
        <message>
            <source>The instance did not answer with a job status (is the job's folder there, and sh on the PATH?).</source>
            <translation>实例没有返回任务状态（任务目录是否存在？PATH 中有 sh 吗？）。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::JobService</name>
        <message>
            <source>There is no job:%1 (see: rentdeck-cli job list).</source>
            <translation>不存在 job:%1（参见：rentdeck-cli job list）。</translation>
        </message>
        <message>
            <source>A job needs a command.</source>
            <translation>任务需要一条命令。</translation>
        </message>
        <message>
            <source>A job needs an instance to run on.</source>
            <translation>任务需要一个运行它的实例。</translation>
        </message>
        <message>
            <source>Checkpoints are pulled every so many minutes (more than 0), and at least one is kept.</source>
            <translation>检查点按分钟间隔取回（必须大于 0），且至少保留一个。</translation>
        </message>
        <message>
            <source>Outputs and where to pull them go together: give both, or neither.</source>
            <translation>输出目录和取回位置必须同时给出，或都不给。</translation>
        </message>
        <message>
            <source>Destroying the instance when the job is done needs outputs to pull (--outputs DIR --pull-to LOCAL): nothing is destroyed before the job's results are pulled and verified.</source>
            <translation>任务完成后销毁实例需要指定要取回的输出（--outputs DIR --pull-to LOCAL）：在任务结果取回并校验之前不会销毁任何东西。</translation>
        </message>
        <message>
            <source>%1 is not a folder here, so it cannot be pushed.</source>
            <translation>%1 在本机不是目录，无法推送。</translation>
        </message>
        <message>
            <source>%1: a job's folders may not climb out with "..".</source>
            <translation>%1：任务目录不能用“..”跳出。</translation>
        </message>
        <message>
            <source>%1 is %2, not running.</source>
            <translation>%1 的状态是 %2，没有在运行。</translation>
        </message>
        <message>
            <source>Cannot reach %1: %2</source>
            <translation>无法访问 %1：%2</translation>
        </message>
        <message>
            <source>stop %1</source>
            <translation>停止 %1</translation>
        </message>
        <message>
            <source>job:%1 recovered onto %2.</source>
            <translation>job:%1 已恢复到 %2。</translation>
        </message>
        <message>
            <source>job:%1 could not be recovered: %2</source>
            <translation>job:%1 无法恢复：%2</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::JobStarter</name>
        <message>
            <source>reach the instance</source>
            <translation>连接实例</translation>
        </message>
        <message>
            <source>push %1</source>
            <translation>推送 %1</translation>
        </message>
        <message>
            <source>put checkpoint %1 back</source>
            <translation>放回检查点 %1</translation>
        </message>
        <message>
            <source>The SSH session to %1 is gone.</source>
            <translation>到 %1 的 SSH 会话已断开。</translation>
        </message>
        <message>
            <source>the copy on the instance did not verify</source>
            <translation>实例上的副本校验未通过</translation>
        </message>
        <message>
            <source>starting %1 on %2</source>
            <translation>正在 %2 上启动 %1</translation>
        </message>
        <message>
            <source>write the job's command</source>
            <translation>写入任务命令</translation>
        </message>
        <message>
            <source>write the command</source>
            <translation>写入命令</translation>
        </message>
        <message>
            <source>start the supervisor</source>
            <translation>启动监管进程</translation>
        </message>
        <message>
            <source>start the job's supervisor</source>
            <translation>启动任务监管进程</translation>
        </message>
        <message>
            <source>record the start</source>
            <translation>记录启动</translation>
        </message>
        <message>
            <source>supervisor pid %1</source>
            <translation>监管进程 pid %1</translation>
        </message>
        <message>
            <source>%1 could not %2 on %3: %4</source>
            <translation>%1 无法在 %3 上%2：%4</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::JobStore</name>
        <message>
            <source>The ledger is not open, so jobs cannot be saved or read.</source>
            <translation>账本未打开，因此无法保存或读取任务。</translation>
        </message>
        <message>
            <source>A job needs an instance and a command.</source>
            <translation>任务需要实例和命令。</translation>
        </message>
        <message>
            <source>Cannot record the job on %1.</source>
            <translation>无法记录 %1 上的任务。</translation>
        </message>
        <message>
            <source>Cannot save %1.</source>
            <translation>无法保存 %1。</translation>
        </message>
        <message>
            <source>There is no %1.</source>
            <translation>不存在 %1。</translation>
        </message>
        <message>
            <source>Cannot record that %1 moved to %2.</source>
            <translation>无法记录 %1 已转到 %2。</translation>
        </message>
        <message>
            <source>Cannot read the jobs.</source>
            <translation>无法读取任务。</translation>
        </message>
        <message>
            <source>Cannot record what happened to job:%1.</source>
            <translation>无法记录 job:%1 发生的事件。</translation>
        </message>
        <message>
            <source>Cannot read what happened to job:%1.</source>
            <translation>无法读取 job:%1 发生的事件。</translation>
        </message>
        <message>
            <source>Cannot read the job events of %1.</source>
            <translation>无法读取 %1 的任务事件。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::JobsView</name>
        <message>
            <source>&amp;Start job…</source>
            <translation>启动任务(&amp;S)…</translation>
        </message>
        <message>
            <source>S&amp;top</source>
            <translation>停止(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Recover</source>
            <translation>恢复(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Auto-recover</source>
            <translation>自动恢复(&amp;A)</translation>
        </message>
        <message>
            <source>Ends the command (SIGTERM to everything it started); the instance keeps running.</source>
            <translation>结束命令（向它启动的所有进程发送 SIGTERM）；实例继续运行。</translation>
        </message>
        <message>
            <source>Launch a replacement (the same offer if it is back, else the cheapest that fits, within the job's price ceiling), check it, push the code and the last verified checkpoint, and start the command again.</source>
            <translation>启动一台替代机器（原报价重新出现就用它，否则在任务的价格上限内选最便宜的合适报价），检查它，推送代码和最近一个已校验的检查点，然后重新启动命令。</translation>
        </message>
        <message>
            <source>Recover this job without asking when its machine is lost, while RentDeck runs.</source>
            <translation>RentDeck 运行期间，机器丢失时不经询问自动恢复此任务。</translation>
        </message>
        <message>
            <source>The selected job's log appears here.</source>
            <translation>所选任务的日志显示在这里。</translation>
        </message>
        <message>
            <source>RentDeck job</source>
            <translation>RentDeck 任务</translation>
        </message>
        <message>
            <source>No jobs yet. A job runs your command under RentDeck's supervisor on an instance: it survives closing the window, its checkpoints come back here, and a lost machine is replaced.</source>
            <translation>还没有任务。任务会在实例上由 RentDeck 的监管进程运行你的命令：关闭窗口后它仍会继续，检查点会取回到这里，机器丢失时会被替换。</translation>
        </message>
        <message>
            <source>%1 — %2 on %3</source>
            <translation>%1 — %3 上%2</translation>
        </message>
        <message>
            <source>Ran on %1; each machine's cost is in the ledger under this job.</source>
            <translation>曾运行于 %1；每台机器的费用都记在此任务名下的账本中。</translation>
        </message>
        <message>
            <source>read the job's log</source>
            <translation>读取任务日志</translation>
        </message>
        <message>
            <source>Job not started</source>
            <translation>任务未启动</translation>
        </message>
        <message>
            <source>Stop %1 on %2? Its command gets SIGTERM and ends; the instance keeps running (and billing).</source>
            <translation>要停止 %2 上的 %1 吗？其命令会收到 SIGTERM 并结束；实例继续运行（并继续计费）。</translation>
        </message>
        <message>
            <source>Stop the job?</source>
            <translation>停止任务？</translation>
        </message>
        <message>
            <source>Could not stop the job</source>
            <translation>无法停止任务</translation>
        </message>
        <message>
            <source>Could not recover the job</source>
            <translation>无法恢复任务</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::KeychainProbe</name>
        <message>
            <source>there is no D-Bus session bus (no desktop session: SSH, a container or CI)</source>
            <translation>没有 D-Bus 会话总线（没有桌面会话：SSH、容器或 CI）</translation>
        </message>
        <message>
            <source>no keychain service (Secret Service such as GNOME Keyring or KeePassXC, or KWallet) runs on the session bus</source>
            <translation>会话总线上没有钥匙串服务（Secret Service，如 GNOME Keyring 或 KeePassXC，或 KWallet）</translation>
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
        <message>
            <source>No system keychain is available: %1. Install and unlock a Secret Service such as GNOME Keyring or KWallet, or give secrets through environment variables.</source>
            <translation>没有可用的系统钥匙串：%1。请安装并解锁 GNOME Keyring 或 KWallet 等 Secret Service，或通过环境变量提供密钥。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::LambdaErrors</name>
        <message>
            <source>API key rejected by %1: check it in Settings › Accounts.</source>
            <translation>%1 拒绝了 API 密钥：请在“设置 › 账户”中检查。</translation>
        </message>
        <message>
            <source>%1 says the account is inactive: reactivate it in Lambda's dashboard, or use another account in Settings › Accounts.</source>
            <translation>%1 提示账户未激活：请在 Lambda 控制台中重新激活，或在“设置 › 账户”中改用其他账户。</translation>
        </message>
        <message>
            <source>%1: this offer was just taken, pick another (no capacity left).</source>
            <translation>%1：此报价刚被别人租走，请另选一个（已无可用容量）。</translation>
        </message>
        <message>
            <source>%1: this offer was just taken, pick another (no capacity left in %2).</source>
            <translation>%1：此报价刚被别人租走，请另选一个（%2 已无可用容量）。</translation>
        </message>
        <message>
            <source>%1: the account's instance quota is used up: terminate an instance or ask Lambda support to raise the quota.</source>
            <translation>%1：账户的实例配额已用完：请终止一个实例，或请 Lambda 支持人员提高配额。</translation>
        </message>
        <message>
            <source>%1 says the account's billing address is invalid: correct it in Lambda's dashboard, then launch again.</source>
            <translation>%1 提示账户的账单地址无效：请在 Lambda 控制台中更正，然后重新启动。</translation>
        </message>
        <message>
            <source>%1 does not know it: %2</source>
            <translation>%1 找不到该对象：%2</translation>
        </message>
        <message>
            <source>%1 has no instance %2: it may have been terminated already.</source>
            <translation>%1 上没有实例 %2：它可能已被终止。</translation>
        </message>
        <message>
            <source>%1: the file system is in another region than the instance: pick an offer in the file system's region.</source>
            <translation>%1：文件系统与实例不在同一地区：请选择文件系统所在地区的报价。</translation>
        </message>
        <message>
            <source>%1 already has one with that name (%2): pick another name.</source>
            <translation>%1 上已存在同名对象（%2）：请换一个名称。</translation>
        </message>
        <message>
            <source>%1 rejected the request as invalid (%2): this is a RentDeck bug or an API change; please report it.</source>
            <translation>%1 认为请求无效并拒绝了它（%2）：这是 RentDeck 的缺陷或 API 发生了变化；请报告此问题。</translation>
        </message>
        <message>
            <source>%1's upstream provider is unavailable (%2): try again shortly.</source>
            <translation>%1 的上游服务商不可用（%2）：请稍后重试。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::LambdaJson</name>
        <message>
            <source>the instance_type is not an object</source>
            <translation>instance_type 不是对象</translation>
        </message>
        <message>
            <source>an instance_type has no name</source>
            <translation>某个 instance_type 没有名称</translation>
        </message>
        <message>
            <source>instance type %1 has no valid price_cents_per_hour</source>
            <translation>实例类型 %1 没有有效的 price_cents_per_hour</translation>
        </message>
        <message>
            <source>instance type %1 names no GPU count</source>
            <translation>实例类型 %1 未注明 GPU 数量</translation>
        </message>
        <message>
            <source>Lambda Cloud sent %1 that is not JSON (%2 at byte %3): try again; if it persists, Lambda's API may have changed.</source>
            <translation>Lambda Cloud 发来的%1不是 JSON（第 %3 字节：%2）：请重试；如果问题持续，可能是 Lambda 的 API 已更改。</translation>
        </message>
        <message>
            <source>Lambda Cloud sent %1 without its "data" envelope: RentDeck cannot read it; Lambda's API may have changed.</source>
            <translation>Lambda Cloud 发来的%1缺少 "data" 外层：RentDeck 无法读取；Lambda 的 API 可能已更改。</translation>
        </message>
        <message>
            <source>an instance-type list</source>
            <translation>实例类型列表</translation>
        </message>
        <message>
            <source>Lambda Cloud sent the instance types as %1 instead of a map by type name: RentDeck cannot read them; Lambda's API may have changed.</source>
            <translation>Lambda Cloud 发来的实例类型是%1，而不是以类型名为键的映射：RentDeck 无法读取；Lambda 的 API 可能已更改。</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>列表</translation>
        </message>
        <message>
            <source>a scalar</source>
            <translation>标量</translation>
        </message>
        <message>
            <source>a region without a usable name</source>
            <translation>某个地区没有可用的名称</translation>
        </message>
        <message>
            <source>Lambda Cloud sent an instance without an id: RentDeck cannot track it.</source>
            <translation>Lambda Cloud 发来的实例没有 ID：RentDeck 无法跟踪它。</translation>
        </message>
        <message>
            <source>Lambda Cloud sent instance %1 without a status.</source>
            <translation>Lambda Cloud 发来的实例 %1 没有状态。</translation>
        </message>
        <message>
            <source>Lambda status "%1", which RentDeck does not know</source>
            <translation>RentDeck 不认识的 Lambda 状态“%1”</translation>
        </message>
        <message>
            <source>preempted: Lambda took the machine back</source>
            <translation>已被抢占：Lambda 收回了机器</translation>
        </message>
        <message>
            <source>Lambda Cloud sent instance %1 with a bad instance type: %2.</source>
            <translation>Lambda Cloud 发来的实例 %1 的实例类型有误：%2。</translation>
        </message>
        <message>
            <source>an instance list</source>
            <translation>实例列表</translation>
        </message>
        <message>
            <source>Lambda Cloud sent the instance list as something other than a list: RentDeck cannot read it; Lambda's API may have changed.</source>
            <translation>Lambda Cloud 发来的实例列表不是列表：RentDeck 无法读取；Lambda 的 API 可能已更改。</translation>
        </message>
        <message>
            <source>Lambda Cloud sent an instance that is not an object.</source>
            <translation>Lambda Cloud 发来的实例不是对象。</translation>
        </message>
        <message>
            <source>an instance</source>
            <translation>实例</translation>
        </message>
        <message>
            <source>a launch answer</source>
            <translation>启动应答</translation>
        </message>
        <message>
            <source>Lambda Cloud accepted the launch but sent no instance id: look for the instance in Lambda's dashboard, it may be billing.</source>
            <translation>Lambda Cloud 接受了启动请求，但没有返回实例 ID：请在 Lambda 控制台中查找该实例，它可能正在计费。</translation>
        </message>
        <message>
            <source>an instance operation answer</source>
            <translation>实例操作应答</translation>
        </message>
        <message>
            <source>Lambda Cloud's answer has no "%1" list.</source>
            <translation>Lambda Cloud 的应答中没有 "%1" 列表。</translation>
        </message>
        <message>
            <source>an SSH key list</source>
            <translation>SSH 密钥列表</translation>
        </message>
        <message>
            <source>Lambda Cloud sent the SSH keys as something other than a list.</source>
            <translation>Lambda Cloud 发来的 SSH 密钥不是列表。</translation>
        </message>
        <message>
            <source>an SSH key</source>
            <translation>SSH 密钥</translation>
        </message>
        <message>
            <source>Lambda Cloud registered the SSH key but sent back no name.</source>
            <translation>Lambda Cloud 注册了 SSH 密钥，但没有返回名称。</translation>
        </message>
        <message>
            <source>unknown GPU</source>
            <translation>未知 GPU</translation>
        </message>
        <message>
            <source>unhealthy: Lambda's health checks fail and it is still billed; restart or terminate it</source>
            <translation>不健康：Lambda 的健康检查失败，但仍在计费；请重启或终止它</translation>
        </message>
        <message>
            <source>terminating: Lambda is still releasing it; billing ended when it was terminated</source>
            <translation>正在终止：Lambda 仍在释放它；终止时计费已结束</translation>
        </message>
        <message>
            <source>Lambda Cloud answered the image list without a "data" list.</source>
            <translation>Lambda Cloud 返回的镜像列表中没有“data”列表。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::LambdaProvider</name>
        <message>
            <source>"%1" is not a Lambda Cloud offer: offers look like gpu_1x_a10@us-east-1 (see: rentdeck-cli offers --provider lambda).</source>
            <translation>“%1”不是 Lambda Cloud 报价：报价形如 gpu_1x_a10@us-east-1（参见：rentdeck-cli offers --provider lambda）。</translation>
        </message>
        <message>
            <source>checking RentDeck's SSH key at Lambda Cloud</source>
            <translation>正在 Lambda Cloud 上检查 RentDeck 的 SSH 密钥</translation>
        </message>
        <message>
            <source>registering RentDeck's SSH key at Lambda Cloud as %1</source>
            <translation>正在以 %1 为名在 Lambda Cloud 上注册 RentDeck 的 SSH 密钥</translation>
        </message>
        <message>
            <source>launching %1 in %2</source>
            <translation>正在 %2 启动 %1</translation>
        </message>
        <message>
            <source>Lambda Cloud cannot stop an instance, only restart or terminate it, and it bills until it is terminated: destroy lambda:%1 to stop paying.</source>
            <translation>Lambda Cloud 无法停止实例，只能重启或终止，并且在终止前会一直计费：请销毁 lambda:%1 以停止计费。</translation>
        </message>
        <message>
            <source>Lambda Cloud has no stopped instances to resume: lambda:%1 runs until it is terminated (a restart reboots it).</source>
            <translation>Lambda Cloud 没有可恢复的已停止实例：lambda:%1 会一直运行到被终止为止（重启只会让它重新引导）。</translation>
        </message>
        <message>
            <source>Lambda Cloud did not confirm terminating lambda:%1: check it in Lambda's dashboard (it may still be billing).</source>
            <translation>Lambda Cloud 没有确认终止 lambda:%1：请在 Lambda 控制台中检查（它可能仍在计费）。</translation>
        </message>
        <message>
            <source>Lambda Cloud did not confirm restarting lambda:%1: check it in Lambda's dashboard.</source>
            <translation>Lambda Cloud 没有确认重启 lambda:%1：请在 Lambda 控制台中检查。</translation>
        </message>
        <message>
            <source>Lambda Cloud cannot stop or pause an instance: it can only restart it (same machine, disk kept) or terminate it (its disk is lost; only data on a mounted Lambda file system stays).</source>
            <translation>Lambda Cloud 无法停止或暂停实例：只能重启（同一台机器，磁盘保留）或终止（磁盘丢失；只有挂载的 Lambda 文件系统上的数据会保留）。</translation>
        </message>
        <message>
            <source>An instance bills by the minute, with no minimum, from the end of its boot until it is terminated, even while idle. Lambda file systems bill per GB-month as long as they exist.</source>
            <translation>实例从启动完成到被终止一直按分钟计费，没有最低时长，空闲时也计费。Lambda 文件系统只要存在就按每 GB 每月计费。</translation>
        </message>
        <message>
            <source>looking up the machine image %1 at Lambda Cloud</source>
            <translation>正在 Lambda Cloud 查找机器镜像 %1</translation>
        </message>
        <message>
            <source>Lambda Cloud has no machine image "%1" in %2: Lambda starts machine images, not Docker images. Give a family (%3) or an image id, or leave the image empty for the latest Lambda Stack.</source>
            <translation>Lambda Cloud 在 %2 没有机器镜像“%1”：Lambda 启动的是机器镜像，不是 Docker 镜像。请填写镜像系列（%3）或镜像 ID，或留空以使用最新的 Lambda Stack。</translation>
        </message>
        <message>
            <source>none listed</source>
            <translation>未列出</translation>
        </message>
        <message>
            <source>Lambda Cloud did not answer the launch in time; looking for an instance named %1</source>
            <translation>Lambda Cloud 未及时响应启动请求；正在查找名为 %1 的实例</translation>
        </message>
        <message>
            <source>the launch went through after all: instance %1</source>
            <translation>启动其实已成功：实例 %1</translation>
        </message>
        <message>
            <source>%1 No instance named %2 exists, so nothing was launched; if one appears later, rentdeck-cli instances lists it.</source>
            <translation>%1 不存在名为 %2 的实例，因此没有启动任何实例；若之后出现，rentdeck-cli instances 会列出它。</translation>
        </message>
        <message>
            <source>%1 Several instances are named %2 (%3): one may be this launch; look at rentdeck-cli instances before launching again.</source>
            <translation>%1 有多个实例名为 %2（%3）：其中一个可能就是这次启动的；请先查看 rentdeck-cli instances 再重新启动。</translation>
        </message>
        <message>
            <source>%1 Whether an instance named %2 was made could not be checked (%3): look at rentdeck-cli instances before launching again.</source>
            <translation>%1 无法确认是否已创建名为 %2 的实例（%3）：请先查看 rentdeck-cli instances 再重新启动。</translation>
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
        <message>
            <source>%1 cannot stop an instance: it bills until you destroy it.</source>
            <translation>%1 无法停止实例：在你销毁它之前会一直计费。</translation>
        </message>
        <message>
            <source>After a stop: %1</source>
            <translation>停止后：%1</translation>
        </message>
        <message>
            <source>%1's default image</source>
            <translation>%1 的默认镜像</translation>
        </message>
        <message>
            <source>optional, e.g. vision</source>
            <translation>可选，例如 vision</translation>
        </message>
        <message>
            <source>Costs, guards and budgets can be reported and capped per project.</source>
            <translation>费用、守护和预算可以按项目统计和限制。</translation>
        </message>
        <message>
            <source>&amp;Project:</source>
            <translation>项目(&amp;P)：</translation>
        </message>
        <message>
            <source>one NAME=VALUE per line, e.g. HF_HOME=/workspace/hf</source>
            <translation>每行一个 NAME=VALUE，例如 HF_HOME=/workspace/hf</translation>
        </message>
        <message>
            <source>Environment variables of the machine. Values go to the provider only; RentDeck keeps none of them.</source>
            <translation>机器的环境变量。这些值只发送给服务商；RentDeck 不会保存其中任何一个。</translation>
        </message>
        <message>
            <source>optional: a script run when the machine starts, e.g. pip install -r …</source>
            <translation>可选：机器启动时运行的脚本，例如 pip install -r …</translation>
        </message>
        <message>
            <source>Provider's default</source>
            <translation>服务商默认值</translation>
        </message>
        <message>
            <source>Size of /dev/shm: PyTorch's DataLoader workers pass batches through it.</source>
            <translation>/dev/shm 的大小：PyTorch 的 DataLoader worker 通过它传递批次。</translation>
        </message>
        <message>
            <source>&amp;Environment:</source>
            <translation>环境变量(&amp;E)：</translation>
        </message>
        <message>
            <source>On-&amp;start script:</source>
            <translation>启动脚本(&amp;S)：</translation>
        </message>
        <message>
            <source>/dev/&amp;shm:</source>
            <translation>/dev/&amp;shm：</translation>
        </message>
        <message>
            <source>Environment, line %1: %2.</source>
            <translation>环境变量，第 %1 行：%2。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::LeftoverModel</name>
        <message>
            <source>Disk</source>
            <translation>磁盘</translation>
        </message>
        <message>
            <source>Volume</source>
            <translation>存储卷</translation>
        </message>
        <message>
            <source>File system</source>
            <translation>文件系统</translation>
        </message>
        <message>
            <source>Stopped instance (its disk)</source>
            <translation>已停止的实例（其磁盘）</translation>
        </message>
        <message>
            <source>Image</source>
            <translation>镜像</translation>
        </message>
        <message>
            <source>IP address</source>
            <translation>IP 地址</translation>
        </message>
        <message>
            <source>%1 GB</source>
            <translation>%1 GB</translation>
        </message>
        <message>
            <source>The provider's API gives no price for this: see its console.</source>
            <translation>服务商的 API 没有给出价格：请到其控制台查看。</translation>
        </message>
        <message>
            <source>not given</source>
            <translation>未提供</translation>
        </message>
        <message>
            <source>%1 a day</source>
            <translation>每天 %1</translation>
        </message>
        <message>
            <source>What</source>
            <translation>类型</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名称</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>大小</translation>
        </message>
        <message>
            <source>Costs</source>
            <translation>费用</translation>
        </message>
        <message>
            <source>Since</source>
            <translation>开始于</translation>
        </message>
        <message>
            <source>From</source>
            <translation>来自</translation>
        </message>
        <message>
            <source>%1 (deleted with its data on %2 unless started again)</source>
            <translation>%1（若不重新开机，将于 %2 连同数据一起删除）</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::LeftoverMonitor</name>
        <message numerus="yes">
            <source>Still billing with nothing running: %n item(s), price not given by the provider</source>
            <translation>
                <numerusform>没有机器运行但仍在计费：%n 项，服务商未提供价格</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Still billing with nothing running: %1 a day (%n item(s))</source>
            <translation>
                <numerusform>没有机器运行但仍在计费：每天 %1（%n 项）</numerusform>
            </translation>
        </message>
        <message>
            <source>No configured provider owns %1.</source>
            <translation>没有已配置的服务商拥有 %1。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::LocalManifestBuilder</name>
        <message>
            <source>%1 is not a folder.</source>
            <translation>%1 不是文件夹。</translation>
        </message>
        <message>
            <source>Cancelled.</source>
            <translation>已取消。</translation>
        </message>
        <message>
            <source>Cannot read %1</source>
            <translation>无法读取 %1</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::LocalTransferSide</name>
        <message>
            <source>read</source>
            <translation>读取</translation>
        </message>
        <message>
            <source>write</source>
            <translation>写入</translation>
        </message>
        <message>
            <source>Check the folder's permissions or choose another folder.</source>
            <translation>请检查文件夹的权限，或选择其他文件夹。</translation>
        </message>
        <message>
            <source>Free some disk space, then run the transfer again to resume.</source>
            <translation>请释放一些磁盘空间，然后再次传输即可继续。</translation>
        </message>
        <message>
            <source>Check the path.</source>
            <translation>请检查路径。</translation>
        </message>
        <message>
            <source>Cannot %1 %2: %3. %4</source>
            <translation>无法%1 %2：%3。%4</translation>
        </message>
        <message>
            <source>list</source>
            <translation>列出</translation>
        </message>
        <message>
            <source>create the folder</source>
            <translation>创建文件夹</translation>
        </message>
        <message>
            <source>create the symlink</source>
            <translation>创建符号链接</translation>
        </message>
        <message>
            <source>remove</source>
            <translation>删除</translation>
        </message>
        <message>
            <source>set the mode and time of</source>
            <translation>设置权限和修改时间</translation>
        </message>
        <message>
            <source>rename %1 to</source>
            <translation>将 %1 重命名为</translation>
        </message>
        <message>
            <source>Cannot %1 %2: it or a folder above it is a symbolic link, and a transfer never goes through one (the other side may have planted it). Remove the link, then run the transfer again.</source>
            <translation>无法%1 %2：它或其上层文件夹是符号链接，传输绝不会经过符号链接（可能是另一端放置的）。请删除该链接，然后重新运行传输。</translation>
        </message>
        <message>
            <source>open the folder</source>
            <translation>打开文件夹</translation>
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
        <message>
            <source>Port forwards</source>
            <translation>端口转发</translation>
        </message>
        <message>
            <source>Copied the ssh command of %1.</source>
            <translation>已复制 %1 的 ssh 命令。</translation>
        </message>
        <message>
            <source>Opened a system terminal for %1.</source>
            <translation>已为 %1 打开系统终端。</translation>
        </message>
        <message>
            <source>%1 — terminal</source>
            <translation>%1 — 终端</translation>
        </message>
        <message>
            <source>The SSH host provider is not part of this build.</source>
            <translation>此版本未包含“SSH 主机”服务商。</translation>
        </message>
        <message>
            <source>Added %1.</source>
            <translation>已添加 %1。</translation>
        </message>
        <message>
            <source>Checks</source>
            <translation>检查</translation>
        </message>
        <message>
            <source>Destroying %1…</source>
            <translation>正在销毁 %1…</translation>
        </message>
        <message>
            <source>Sync</source>
            <translation>同步</translation>
        </message>
        <message>
            <source>Monitor</source>
            <translation>监控</translation>
        </message>
        <message>
            <source>destroyed</source>
            <translation>销毁</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>停止</translation>
        </message>
        <message numerus="yes">
            <source>%1 will be %2 in %n second(s): %3</source>
            <translation>
                <numerusform>%1 将在 %n 秒后被%2：%3</numerusform>
            </translation>
        </message>
        <message>
            <source>Guard of %1</source>
            <translation>%1 的守护</translation>
        </message>
        <message>
            <source>Keep running</source>
            <translation>保持运行</translation>
        </message>
        <message>
            <source>Let it happen</source>
            <translation>继续执行</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>设置(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Accounts…</source>
            <translation>账户(&amp;A)…</translation>
        </message>
        <message>
            <source>Planner</source>
            <translation>规划</translation>
        </message>
        <message>
            <source>Refreshing offers…</source>
            <translation>正在刷新报价…</translation>
        </message>
        <message>
            <source>First connection to %1: its host key %2 is recorded; a different key later is refused.</source>
            <translation>首次连接 %1：已记录其主机密钥 %2；以后若密钥不同将拒绝连接。</translation>
        </message>
        <message>
            <source>Jobs</source>
            <translation>任务</translation>
        </message>
        <message>
            <source>Team: %1</source>
            <translation>团队：%1</translation>
        </message>
        <message numerus="yes">
            <source>Team offline since %1 (%n waiting)</source>
            <translation>
                <numerusform>团队自 %1 起离线（%n 条待发送）</numerusform>
            </translation>
        </message>
        <message>
            <source>Everything is recorded here and goes to the team database when it answers.</source>
            <translation>所有内容都先记录在本机，团队数据库恢复应答后再发送过去。</translation>
        </message>
        <message>
            <source>Team %1 · %2</source>
            <translation>团队 %1 · %2</translation>
        </message>
        <message>
            <source>&amp;Team…</source>
            <translation>团队(&amp;T)…</translation>
        </message>
        <message>
            <source>Team %1: nothing running</source>
            <translation>团队 %1：没有运行中的机器</translation>
        </message>
        <message>
            <source>Team %1: %2</source>
            <translation>团队 %1：%2</translation>
        </message>
        <message>
            <source>Deleted %1: it bills no more.</source>
            <translation>已删除 %1：不再计费。</translation>
        </message>
        <message>
            <source>%1 · %2 · %3/h · %4 so far</source>
            <translation>%1 · %2 · %3/小时 · 已产生 %4</translation>
        </message>
        <message>
            <source>%1: GPUs waiting</source>
            <translation>%1：GPU 在等待</translation>
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
        <name>RentDeck::MetricArchive</name>
        <message>
            <source>The ledger is not open, so metric history is kept in memory only.</source>
            <translation>账本未打开，指标历史仅保存在内存中。</translation>
        </message>
        <message>
            <source>Cannot save the metric history of %1.</source>
            <translation>无法保存 %1 的指标历史。</translation>
        </message>
        <message>
            <source>Cannot save the gaps of %1.</source>
            <translation>无法保存 %1 的数据空缺。</translation>
        </message>
        <message>
            <source>Cannot read the metric history of %1.</source>
            <translation>无法读取 %1 的指标历史。</translation>
        </message>
        <message>
            <source>Cannot read the metric history.</source>
            <translation>无法读取指标历史。</translation>
        </message>
        <message>
            <source>Cannot prune the metric history.</source>
            <translation>无法清理指标历史。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::MetricStream</name>
        <message>
            <source>Stopped.</source>
            <translation>已停止。</translation>
        </message>
        <message>
            <source>The SSH session is gone.</source>
            <translation>SSH 会话已断开。</translation>
        </message>
        <message>
            <source>Waiting for the SSH connection to %1…</source>
            <translation>正在等待与 %1 的 SSH 连接…</translation>
        </message>
        <message>
            <source>Starting the metrics stream on %1…</source>
            <translation>正在 %1 上启动指标流…</translation>
        </message>
        <message>
            <source>%1 Restarting in %2 s.</source>
            <translation>%1 将在 %2 秒后重启。</translation>
        </message>
        <message>
            <source>Streaming host metrics only (no working nvidia-smi on the instance).</source>
            <translation>仅传输主机指标（实例上没有可用的 nvidia-smi）。</translation>
        </message>
        <message>
            <source>Streaming.</source>
            <translation>正在传输。</translation>
        </message>
        <message>
            <source>The metrics command ended (exit status %1).</source>
            <translation>指标命令已结束（退出状态 %1）。</translation>
        </message>
        <message>
            <source>The metrics command ended (exit status %1): %2</source>
            <translation>指标命令已结束（退出状态 %1）：%2</translation>
        </message>
        <message>
            <source>No metrics for %1 s (is nvidia-smi hanging?).</source>
            <translation>%1 秒内没有指标（nvidia-smi 是否卡住了？）。</translation>
        </message>
        <message>
            <source>Streaming Ascend NPUs from npu-smi info: AI Core %, device memory, temperature, power.</source>
            <translation>正在从 npu-smi info 传输昇腾 NPU 指标：AI Core %、设备内存、温度、功耗。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::MonitorView</name>
        <message>
            <source>GPU utilization</source>
            <translation>GPU 利用率</translation>
        </message>
        <message>
            <source>%</source>
            <translation>%</translation>
        </message>
        <message>
            <source>GPU memory used</source>
            <translation>GPU 显存占用</translation>
        </message>
        <message>
            <source>GiB</source>
            <translation>GiB</translation>
        </message>
        <message>
            <source>GPU temperature</source>
            <translation>GPU 温度</translation>
        </message>
        <message>
            <source>°C</source>
            <translation>°C</translation>
        </message>
        <message>
            <source>GPU power</source>
            <translation>GPU 功耗</translation>
        </message>
        <message>
            <source>W</source>
            <translation>W</translation>
        </message>
        <message>
            <source>Host CPU</source>
            <translation>主机 CPU</translation>
        </message>
        <message>
            <source>Host RAM used</source>
            <translation>主机内存占用</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>费用</translation>
        </message>
        <message>
            <source>&amp;Instance:</source>
            <translation>实例(&amp;I)：</translation>
        </message>
        <message>
            <source>5 min</source>
            <translation>5 分钟</translation>
        </message>
        <message>
            <source>1 h</source>
            <translation>1 小时</translation>
        </message>
        <message>
            <source>24 h</source>
            <translation>24 小时</translation>
        </message>
        <message>
            <source>All</source>
            <translation>全部</translation>
        </message>
        <message>
            <source>%1 (history)</source>
            <translation>%1（历史）</translation>
        </message>
        <message>
            <source>Host</source>
            <translation>主机</translation>
        </message>
        <message>
            <source>GPU %1</source>
            <translation>GPU %1</translation>
        </message>
        <message>
            <source>no instance</source>
            <translation>无实例</translation>
        </message>
        <message>
            <source>waiting for samples…</source>
            <translation>正在等待采样…</translation>
        </message>
        <message>
            <source>No cost recorded for this instance.</source>
            <translation>此实例没有费用记录。</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>合计</translation>
        </message>
        <message>
            <source>GPU</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>Storage</source>
            <translation>存储</translation>
        </message>
        <message>
            <source>Budget</source>
            <translation>预算</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt; so far (GPU %2, storage %3), at %4/h quoted at launch.</source>
            <translation>已花费 &lt;b&gt;%1&lt;/b&gt;（GPU %2，存储 %3），启动时报价为 %4/小时。</translation>
        </message>
        <message>
            <source>Rounding: %1 billed for time not used (%2).</source>
            <translation>计费取整：有 %1 未使用的时间也被计费（%2）。</translation>
        </message>
        <message>
            <source>Spending %1/h now.</source>
            <translation>当前花费 %1/小时。</translation>
        </message>
        <message>
            <source>Budget %1 reached.</source>
            <translation>已达到预算 %1。</translation>
        </message>
        <message>
            <source>Budget %1 reached at %2 at this rate.</source>
            <translation>按当前速率，将在 %2 达到预算 %1。</translation>
        </message>
        <message>
            <source>Budget %1.</source>
            <translation>预算 %1。</translation>
        </message>
        <message>
            <source>%1 by the end of its lifetime (%2).</source>
            <translation>到最长运行时间结束时（%2）将花费 %1。</translation>
        </message>
        <message>
            <source>No guard: set a budget or an idle rule with Guard… in the Instances tab.</source>
            <translation>未设置守护：请在“实例”标签页中用“守护…”设置预算或空闲规则。</translation>
        </message>
        <message>
            <source>No instance yet. Launch one from the Offers tab; its GPUs show up here.</source>
            <translation>还没有实例。请在“报价”标签页中启动一个；它的 GPU 会显示在这里。</translation>
        </message>
        <message>
            <source>Live, one sample a second.</source>
            <translation>实时，每秒采样一次。</translation>
        </message>
        <message>
            <source>Starting the metric stream…</source>
            <translation>正在启动指标流…</translation>
        </message>
        <message>
            <source>Waiting for the connection; the gap will show in the charts.</source>
            <translation>正在等待连接；中断的时段会在图表中显示为空缺。</translation>
        </message>
        <message>
            <source>The metric stream stopped; restarting it…</source>
            <translation>指标流已停止，正在重启…</translation>
        </message>
        <message>
            <source>Not running: showing the recorded history.</source>
            <translation>未在运行：显示已记录的历史。</translation>
        </message>
        <message>
            <source>Projection</source>
            <translation>预计</translation>
        </message>
        <message>
            <source>Job lost</source>
            <translation>任务丢失</translation>
        </message>
        <message>
            <source>Job moved here</source>
            <translation>任务转到此处</translation>
        </message>
        <message>
            <source>%1 ran on %2: %3 in all.</source>
            <translation>%1 曾运行于 %2：共 %3。</translation>
        </message>
        <message>
            <source>Idle GPUs: %1 GPU-minutes, which cost %2.</source>
            <translation>空闲 GPU：共 %1 GPU 分钟，花费 %2。</translation>
        </message>
        <message>
            <source>&lt;b&gt;GPUs waiting:&lt;/b&gt; %1.&lt;br&gt;%2.</source>
            <translation>&lt;b&gt;GPU 在等待：&lt;/b&gt;%1。&lt;br&gt;%2。</translation>
        </message>
        <message>
            <source>I/O wait</source>
            <translation>I/O 等待</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::Notifier</name>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>Checks of %1 found problems</source>
            <translation>%1 的检查发现问题</translation>
        </message>
        <message>
            <source>Checks of %1 found warnings</source>
            <translation>%1 的检查发现警告</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::NpuSmiParser</name>
        <message>
            <source>the line is %1 characters wide; npu-smi tables are under %2</source>
            <translation>该行宽 %1 个字符；npu-smi 表格的宽度小于 %2</translation>
        </message>
        <message>
            <source>expected the second header row (Chip | Bus-Id | AICore(%) …)</source>
            <translation>应为第二行表头（Chip | Bus-Id | AICore(%) …）</translation>
        </message>
        <message>
            <source>the header is not followed by chips (cut-off output?)</source>
            <translation>表头后面没有芯片（输出被截断？）</translation>
        </message>
        <message>
            <source>the header has no second row (Chip | Bus-Id | AICore(%) …)</source>
            <translation>表头没有第二行（Chip | Bus-Id | AICore(%) …）</translation>
        </message>
        <message>
            <source>the row is cut short (no closing "|")</source>
            <translation>该行不完整（没有结尾的 "|"）</translation>
        </message>
        <message>
            <source>more chips than a machine has</source>
            <translation>芯片数超过了一台机器可能拥有的数量</translation>
        </message>
        <message>
            <source>a chip box has more than two rows</source>
            <translation>一个芯片方框有两行以上</translation>
        </message>
        <message>
            <source>the process row is cut short</source>
            <translation>进程行不完整</translation>
        </message>
        <message>
            <source>npu-smi could not reach the NPU driver ("dcmi module initialize failed"): the driver is not loaded, was upgraded without a reboot, or this user cannot open /dev/davinci*</source>
            <translation>npu-smi 无法连接 NPU 驱动（"dcmi module initialize failed"）：驱动未加载、升级后未重启，或当前用户无法打开 /dev/davinci*</translation>
        </message>
        <message>
            <source>no "NPU Name | Health" header: not the output of npu-smi info</source>
            <translation>没有 "NPU Name | Health" 表头：不是 npu-smi info 的输出</translation>
        </message>
        <message>
            <source>the npu-smi header is not followed by chips (cut-off output?)</source>
            <translation>npu-smi 表头后面没有芯片（输出被截断？）</translation>
        </message>
        <message>
            <source>the npu-smi table has no chip (cut-off output?)</source>
            <translation>npu-smi 表格中没有芯片（输出被截断？）</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::NvidiaSmiCsvParser</name>
        <message>
            <source>the CSV has no --query-gpu header; pass the field list used with --format=csv,noheader</source>
            <translation>CSV 没有 --query-gpu 表头；使用 --format=csv,noheader 时请提供所用的字段列表</translation>
        </message>
        <message>
            <source>none of the CSV fields (%1) identifies a GPU: query at least name, uuid or memory.total</source>
            <translation>CSV 字段（%1）都无法识别 GPU：请至少查询 name、uuid 或 memory.total</translation>
        </message>
        <message>
            <source>the CSV has a header but no GPU row</source>
            <translation>CSV 只有表头，没有 GPU 行</translation>
        </message>
        <message>
            <source>the CSV has more rows than a machine has GPUs</source>
            <translation>CSV 的行数超过了一台机器可能拥有的 GPU 数</translation>
        </message>
        <message>
            <source>CSV row %1 has %2 values but there are %3 fields</source>
            <translation>CSV 第 %1 行有 %2 个值，但字段有 %3 个</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::NvidiaSmiFailure</name>
        <message>
            <source>the NVIDIA driver is not loaded (nvidia-smi cannot talk to it)</source>
            <translation>NVIDIA 驱动未加载（nvidia-smi 无法与之通信）</translation>
        </message>
        <message>
            <source>the driver sees no NVIDIA GPU</source>
            <translation>驱动没有检测到 NVIDIA GPU</translation>
        </message>
        <message>
            <source>the loaded NVIDIA kernel driver and the installed user-space libraries have different versions</source>
            <translation>已加载的 NVIDIA 内核驱动与已安装的用户态库版本不一致</translation>
        </message>
        <message>
            <source>NVML, the library nvidia-smi uses, failed to start</source>
            <translation>nvidia-smi 所用的 NVML 库初始化失败</translation>
        </message>
        <message>
            <source>a GPU has fallen off the PCIe bus (hardware or power fault)</source>
            <translation>有 GPU 从 PCIe 总线上掉线（硬件或供电故障）</translation>
        </message>
        <message>
            <source>install or reload the NVIDIA driver (check `lsmod | grep nvidia` and dmesg); on a rented machine, ask the provider for a working host or destroy it and rent another</source>
            <translation>请安装或重新加载 NVIDIA 驱动（检查 `lsmod | grep nvidia` 和 dmesg）；如果是租用的机器，请让服务商换一台正常的主机，或销毁后另租一台</translation>
        </message>
        <message>
            <source>check that the container or VM was started with GPU access (e.g. `--gpus all`); otherwise the host's GPU is missing: rent another machine</source>
            <translation>请检查容器或虚拟机启动时是否开放了 GPU 访问（例如 `--gpus all`）；否则就是主机的 GPU 缺失：请另租一台机器</translation>
        </message>
        <message>
            <source>the driver was upgraded without a reboot: reboot the machine (or reload the nvidia kernel modules); on a rented machine, restart it or rent another</source>
            <translation>驱动升级后没有重启：请重启机器（或重新加载 nvidia 内核模块）；如果是租用的机器，请重启它或另租一台</translation>
        </message>
        <message>
            <source>reinstall the NVIDIA driver matching the kernel module, or rent another machine</source>
            <translation>请重新安装与内核模块版本一致的 NVIDIA 驱动，或另租一台机器</translation>
        </message>
        <message>
            <source>the machine needs a reset by its provider: stop renting it and report it</source>
            <translation>这台机器需要服务商重置：请停止租用并向服务商报告</translation>
        </message>
        <message>
            <source>%1: "%2" — %3</source>
            <translation>%1：“%2” —— %3</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::NvidiaSmiListParser</name>
        <message>
            <source>nvidia-smi -L, line %1: %2 characters is too long for a GPU line</source>
            <translation>nvidia-smi -L，第 %1 行：%2 个字符，GPU 行不会这么长</translation>
        </message>
        <message>
            <source>the list has more GPUs than a machine has</source>
            <translation>列表中的 GPU 数超过了一台机器可能拥有的数量</translation>
        </message>
        <message>
            <source>nvidia-smi -L, line %1: expected "GPU N: NAME (UUID: …)" or a MIG line</source>
            <translation>nvidia-smi -L，第 %1 行：应为 "GPU N: NAME (UUID: …)" 或 MIG 行</translation>
        </message>
        <message>
            <source>nvidia-smi -L lists no GPU</source>
            <translation>nvidia-smi -L 没有列出任何 GPU</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::NvidiaSmiParser</name>
        <message>
            <source>this is the field list of nvidia-smi --help-query-gpu, not a GPU report; save the output of `nvidia-smi -q -x` instead</source>
            <translation>这是 nvidia-smi --help-query-gpu 的字段列表，不是 GPU 报告；请改为保存 `nvidia-smi -q -x` 的输出</translation>
        </message>
        <message>
            <source>not recognised as nvidia-smi output (expected `nvidia-smi -q -x` XML, `-q` text, the default table, `--query-gpu … --format=csv` with its header, or `-L`)</source>
            <translation>无法识别为 nvidia-smi 的输出（应为 `nvidia-smi -q -x` 的 XML、`-q` 的文本、默认表格、带表头的 `--query-gpu … --format=csv` 或 `-L`）</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::NvidiaSmiQueryTextParser</name>
        <message>
            <source>the report lists more GPUs than a machine has</source>
            <translation>报告中的 GPU 数超过了一台机器可能拥有的数量</translation>
        </message>
        <message>
            <source>line %1 nests too deep for nvidia-smi -q</source>
            <translation>第 %1 行嵌套过深，不像 nvidia-smi -q 的输出</translation>
        </message>
        <message>
            <source>the nvidia-smi -q report has no "GPU 0000…" section (empty or truncated output)</source>
            <translation>nvidia-smi -q 报告中没有 "GPU 0000…" 段落（输出为空或被截断）</translation>
        </message>
        <message>
            <source>the section of GPU %1 has no Product Name (truncated output?)</source>
            <translation>GPU %1 的段落中没有 Product Name（输出被截断？）</translation>
        </message>
        <message>
            <source>nvidia-smi -q has no Driver Version (a partial copy?)</source>
            <translation>nvidia-smi -q 中没有 Driver Version（副本不完整？）</translation>
        </message>
        <message>
            <source>nvidia-smi -q has no CUDA Version (a partial copy?)</source>
            <translation>nvidia-smi -q 中没有 CUDA Version（副本不完整？）</translation>
        </message>
        <message>
            <source>nvidia-smi -q has no FB Memory Usage total for GPU %1 (%2)</source>
            <translation>nvidia-smi -q 中没有 GPU %1（%2）的 FB Memory Usage total</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::NvidiaSmiTableParser</name>
        <message>
            <source>the line is %1 characters wide; nvidia-smi tables are under %2</source>
            <translation>该行宽 %1 个字符；nvidia-smi 表格的宽度小于 %2</translation>
        </message>
        <message>
            <source>the GPU box ends after its first line</source>
            <translation>GPU 方框在第一行之后就结束了</translation>
        </message>
        <message>
            <source>more GPU rows than a machine has</source>
            <translation>GPU 行数超过了一台机器可能拥有的数量</translation>
        </message>
        <message>
            <source>expected a GPU row (index, name, bus id)</source>
            <translation>应为 GPU 行（序号、名称、总线 ID）</translation>
        </message>
        <message>
            <source>expected fan, temperature, performance state, power and memory</source>
            <translation>应为风扇、温度、性能状态、功耗和显存</translation>
        </message>
        <message>
            <source>the table is cut in the middle of a GPU row</source>
            <translation>表格在 GPU 行中间被截断</translation>
        </message>
        <message>
            <source>no "NVIDIA-SMI … Driver Version" header: not an nvidia-smi table</source>
            <translation>没有 "NVIDIA-SMI … Driver Version" 表头：不是 nvidia-smi 表格</translation>
        </message>
        <message>
            <source>the nvidia-smi table has no GPU row (truncated output?)</source>
            <translation>nvidia-smi 表格中没有 GPU 行（输出被截断？）</translation>
        </message>
        <message>
            <source>the table ends inside the "MIG devices" block (line %1): a cut-off copy, so MIG devices after the last whole row are missing; save the whole nvidia-smi output</source>
            <translation>表格在 "MIG devices" 区块内结束（第 %1 行）：副本被截断，最后一个完整行之后的 MIG 设备缺失；请保存完整的 nvidia-smi 输出</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::NvidiaSmiTopoParser</name>
        <message>
            <source>no "GPU0 … CPU Affinity" header line: this is not the output of nvidia-smi topo -m</source>
            <translation>没有 "GPU0 … CPU Affinity" 表头行：这不是 nvidia-smi topo -m 的输出</translation>
        </message>
        <message>
            <source>the header ends before its CPU Affinity column: a cut-off copy</source>
            <translation>表头在 CPU Affinity 列之前就结束了：副本被截断</translation>
        </message>
        <message>
            <source>the header lists %1 devices, more than a machine has</source>
            <translation>表头列出了 %1 个设备，超过了一台机器可能拥有的数量</translation>
        </message>
        <message>
            <source>the header lists %1 out of order</source>
            <translation>表头中 %1 的顺序不对</translation>
        </message>
        <message>
            <source>the output ends here, before the %1 row (%2 of %3 rows are there): a cut-off copy</source>
            <translation>输出在此结束，位于 %1 行之前（%3 行中只有 %2 行）：副本被截断</translation>
        </message>
        <message>
            <source>the matrix ends after %1 of its %2 rows; the %3 row is missing</source>
            <translation>矩阵在 %2 行中的第 %1 行之后就结束了；缺少 %3 行</translation>
        </message>
        <message>
            <source>expected the %1 row, found "%2"</source>
            <translation>应为 %1 行，实际为 "%2"</translation>
        </message>
        <message>
            <source>the %1 row has %2 of its %3 cells: a cut-off copy</source>
            <translation>%1 行只有 %3 个单元格中的 %2 个：副本被截断</translation>
        </message>
        <message>
            <source>the %1 row holds "%2" under %3, which is no link code (X, NV#, PIX, PXB, PHB, NODE, SYS)</source>
            <translation>%1 行 %3 列下是 "%2"，这不是链路代码（X、NV#、PIX、PXB、PHB、NODE、SYS）</translation>
        </message>
        <message>
            <source>the %1 row holds "%2" under %3, but X belongs exactly in a device's own column</source>
            <translation>%1 行 %3 列下是 "%2"，但 X 只应出现在设备自己的那一列</translation>
        </message>
        <message>
            <source>a GPU row the header has no column for (is the header cut?)</source>
            <translation>表头中没有对应列的 GPU 行（表头被截断了？）</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::NvidiaSmiValues</name>
        <message>
            <source>the nvidia-smi output is empty</source>
            <translation>nvidia-smi 的输出为空</translation>
        </message>
        <message>
            <source>the input is %1 bytes; nvidia-smi output is never larger than %2 bytes</source>
            <translation>输入有 %1 字节；nvidia-smi 的输出不会超过 %2 字节</translation>
        </message>
        <message>
            <source>the input is binary data, not nvidia-smi output</source>
            <translation>输入是二进制数据，不是 nvidia-smi 的输出</translation>
        </message>
        <message>
            <source>the input is not UTF-8 text, so it is not nvidia-smi output</source>
            <translation>输入不是 UTF-8 文本，因此不是 nvidia-smi 的输出</translation>
        </message>
        <message>
            <source>line %1 is %2 characters long; nvidia-smi never prints lines that long</source>
            <translation>第 %1 行长 %2 个字符；nvidia-smi 不会输出这么长的行</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::NvidiaSmiXmlParser</name>
        <message>
            <source>the XML is larger than %1 bytes</source>
            <translation>XML 超过 %1 字节</translation>
        </message>
        <message>
            <source>the XML root is &lt;%1&gt;, not &lt;nvidia_smi_log&gt;: this is not nvidia-smi -q -x output</source>
            <translation>XML 根元素是 &lt;%1&gt;，不是 &lt;nvidia_smi_log&gt;：这不是 nvidia-smi -q -x 的输出</translation>
        </message>
        <message>
            <source>the XML nests deeper than nvidia-smi ever does</source>
            <translation>XML 的嵌套深度超出了 nvidia-smi 输出的可能范围</translation>
        </message>
        <message>
            <source>the XML lists more GPUs than a machine has</source>
            <translation>XML 中的 GPU 数超过了一台机器可能拥有的数量</translation>
        </message>
        <message>
            <source>the nvidia-smi XML is malformed or truncated at line %1: %2</source>
            <translation>nvidia-smi XML 在第 %1 行格式错误或被截断：%2</translation>
        </message>
        <message>
            <source>the XML has no &lt;nvidia_smi_log&gt; element</source>
            <translation>XML 中没有 &lt;nvidia_smi_log&gt; 元素</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::OfferFilterBar</name>
        <message>
            <source>Filter by GPU, provider or region (e.g. 4090 sandbox)</source>
            <translation>按 GPU、服务商或地区筛选（例如 4090 sandbox）</translation>
        </message>
        <message>
            <source>All</source>
            <translation>全部</translation>
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
            <source>Exact number of GPUs in the offer.</source>
            <translation>报价中 GPU 的确切数量。</translation>
        </message>
        <message>
            <source>Highest price per hour for the whole offer, in the currency prices are shown in.</source>
            <translation>整个报价每小时的最高价格，以当前显示价格的币种计。</translation>
        </message>
        <message>
            <source>More filters</source>
            <translation>更多筛选</translation>
        </message>
        <message>
            <source>Currency prices are shown and sorted in; the original price stays in brackets.</source>
            <translation>用于显示和排序价格的币种；原始价格显示在括号中。</translation>
        </message>
        <message>
            <source>Pro&amp;vider:</source>
            <translation>服务商(&amp;V)：</translation>
        </message>
        <message>
            <source>Min &amp;VRAM:</source>
            <translation>最低显存(&amp;V)：</translation>
        </message>
        <message>
            <source>G&amp;PUs:</source>
            <translation>GPU 数(&amp;P)：</translation>
        </message>
        <message>
            <source>Max &amp;price/h:</source>
            <translation>每小时最高价(&amp;P)：</translation>
        </message>
        <message>
            <source>Prices &amp;in:</source>
            <translation>价格币种(&amp;I)：</translation>
        </message>
        <message>
            <source>Spot only</source>
            <translation>仅竞价</translation>
        </message>
        <message>
            <source>On-demand only</source>
            <translation>仅按需</translation>
        </message>
        <message>
            <source>e.g. us, cn-east</source>
            <translation>例如 us、cn-east</translation>
        </message>
        <message>
            <source> %</source>
            <translation> %</translation>
        </message>
        <message>
            <source>Offers whose provider states no reliability are kept.</source>
            <translation>服务商未标明可靠性的报价会保留。</translation>
        </message>
        <message>
            <source>The host driver must support at least this CUDA version; unknown ones are kept.</source>
            <translation>主机驱动须至少支持此 CUDA 版本；驱动版本未知的报价会保留。</translation>
        </message>
        <message>
            <source>&amp;Clear filters</source>
            <translation>清除筛选(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Spot:</source>
            <translation>竞价(&amp;S)：</translation>
        </message>
        <message>
            <source>&amp;Region:</source>
            <translation>地区(&amp;R)：</translation>
        </message>
        <message>
            <source>Min re&amp;liability:</source>
            <translation>最低可靠性(&amp;L)：</translation>
        </message>
        <message>
            <source>Min C&amp;UDA:</source>
            <translation>最低 CUDA(&amp;U)：</translation>
        </message>
        <message>
            <source>Fits my p&amp;lan</source>
            <translation>符合我的规划(&amp;L)</translation>
        </message>
        <message>
            <source>Fill in the Planner tab to see which offers fit your job and what it costs on each.</source>
            <translation>在“规划”标签页填写任务，即可看到哪些报价放得下、每个报价上要花多少钱。</translation>
        </message>
        <message>
            <source>Only offers your plan fits: %1</source>
            <translation>只显示放得下你的规划的报价：%1</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::OfferFit</name>
        <message>
            <source>No TFLOPS known for %1: no time or cost estimate.</source>
            <translation>%1 的 TFLOPS 未知：无法估算时间和费用。</translation>
        </message>
        <message>
            <source>%1 (measured %2 GB/s)</source>
            <translation>%1（实测 %2 GB/s）</translation>
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
        <message>
            <source>%1 on %2</source>
            <translation>%2：%1</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>失败</translation>
        </message>
        <message>
            <source>warnings</source>
            <translation>有警告</translation>
        </message>
        <message>
            <source>passed</source>
            <translation>通过</translation>
        </message>
        <message>
            <source>Last check</source>
            <translation>最近检查</translation>
        </message>
        <message>
            <source>spot</source>
            <translation>竞价</translation>
        </message>
        <message>
            <source>on-demand</source>
            <translation>按需</translation>
        </message>
        <message>
            <source>%1 %</source>
            <translation>%1 %</translation>
        </message>
        <message>
            <source>Stale: fetched %1; the last refresh of %2 failed: %3</source>
            <translation>已过时：获取于 %1；最近一次刷新 %2 失败：%3</translation>
        </message>
        <message numerus="yes">
            <source>Stale: fetched %1, more than %n minute(s) ago; it may be gone. Press Refresh.</source>
            <translation>
                <numerusform>已过时：获取于 %1，已超过 %n 分钟；它可能已不存在。请点击“刷新”。</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 as priced by %2; converted at %3.</source>
            <translation>%2 的标价为 %1；按 %3 换算。</translation>
        </message>
        <message numerus="yes">
            <source>Whole offer: %1 CPU cores, %2 RAM for %n GPU(s)</source>
            <translation>
                <numerusform>整个报价：%n 块 GPU 共 %1 个 CPU 核、%2 内存</numerusform>
            </translation>
        </message>
        <message>
            <source>Spot</source>
            <translation>竞价</translation>
        </message>
        <message>
            <source>CPU / GPU</source>
            <translation>单卡 CPU</translation>
        </message>
        <message>
            <source>RAM / GPU</source>
            <translation>单卡内存</translation>
        </message>
        <message>
            <source>Reliability</source>
            <translation>可靠性</translation>
        </message>
        <message>
            <source>Interconnect</source>
            <translation>互连</translation>
        </message>
        <message>
            <source>%1 per GPU needed, %2 usable</source>
            <translation>每块 GPU 需要 %1，可用 %2</translation>
        </message>
        <message>
            <source>Fits plan</source>
            <translation>规划适配</translation>
        </message>
        <message>
            <source>Est. hours</source>
            <translation>预计时长</translation>
        </message>
        <message>
            <source>Est. job cost</source>
            <translation>预计任务费用</translation>
        </message>
        <message>
            <source>%1 for %2 on %3: %4 (%5)</source>
            <translation>%1（%2，%3）：%4（%5）</translation>
        </message>
        <message>
            <source>Failed</source>
            <translation>未通过</translation>
        </message>
        <message>
            <source>Checked</source>
            <translation>已检查</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::OfferSourcesBar</name>
        <message>
            <source>Prices in other currencies are converted at this rate. Click to change it.</source>
            <translation>其他币种的价格按此汇率换算。点击可修改。</translation>
        </message>
        <message>
            <source>%1 · &lt;a href="rate"&gt;change…&lt;/a&gt;</source>
            <translation>%1 · &lt;a href="rate"&gt;修改…&lt;/a&gt;</translation>
        </message>
        <message>
            <source>just now</source>
            <translation>刚刚</translation>
        </message>
        <message numerus="yes">
            <source>%n min ago</source>
            <translation>
                <numerusform>%n 分钟前</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n h ago</source>
            <translation>
                <numerusform>%n 小时前</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: loading…</source>
            <translation>%1：正在加载…</translation>
        </message>
        <message numerus="yes">
            <source>%1: %n offer(s)</source>
            <translation>
                <numerusform>%1：%n 个报价</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: error — %2</source>
            <translation>%1：出错 — %2</translation>
        </message>
        <message>
            <source> · %1</source>
            <translation> · %1</translation>
        </message>
        <message>
            <source> · stale</source>
            <translation> · 已过时</translation>
        </message>
        <message>
            <source>Offers fetched %1.</source>
            <translation>报价获取于 %1。</translation>
        </message>
        <message>
            <source>Stale: shown greyed in the table; they may be gone. Press Refresh to fetch them again.</source>
            <translation>已过时：在表格中以灰色显示，这些报价可能已不存在。请点击“刷新”重新获取。</translation>
        </message>
        <message>
            <source>No accounts yet — try the sandbox, or add a Vast.ai, RunPod or Lambda key in &lt;a href="accounts"&gt;Settings › Accounts&lt;/a&gt; to see real offers.</source>
            <translation>还没有账户——先试试沙盒，或在&lt;a href="accounts"&gt;设置 › 账户&lt;/a&gt;中添加 Vast.ai、RunPod 或 Lambda 的密钥，即可看到真实报价。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::OfferSuggestions</name>
        <message>
            <source>%1 (%2 × %3, driver %4, %5/h)</source>
            <translation>%1（%2 × %3，驱动 %4，%5/小时）</translation>
        </message>
        <message>
            <source>. Offers with a new enough driver: %1</source>
            <translation>。驱动版本满足要求的报价：%1</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::OfferWatcher</name>
        <message>
            <source>Offer available: %1 × %2 at %3/h</source>
            <translation>有报价了：%1 × %2，%3/小时</translation>
        </message>
        <message numerus="yes">
            <source>%1 (%2) matches your watch "%3"; %n offer(s) match now.</source>
            <translation>
                <numerusform>%1（%2）符合你关注的“%3”；当前共有 %n 个报价符合。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RentDeck::OffersCommand</name>
        <message>
            <source>Only offers the plan (the plan flags, as for `plan`) fits, with est_hours and est_job_cost.</source>
            <translation>只列出放得下该计划（计划选项与 `plan` 相同）的报价，并给出 est_hours 和 est_job_cost。</translation>
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
        <message>
            <source>Ask every provider for its offers again (%1).</source>
            <translation>重新向每个供应商获取报价（%1）。</translation>
        </message>
        <message>
            <source>Guard not saved</source>
            <translation>守护未保存</translation>
        </message>
        <message>
            <source>%1 was launched, but its guard could not be saved: %2

Set it again with Guard… in the Instances tab; until then nothing limits what it costs.</source>
            <translation>%1 已启动，但它的守护无法保存：%2

请在“实例”页用“守护…”重新设置；在此之前，没有任何东西限制它的费用。</translation>
        </message>
        <message>
            <source>&amp;Watch</source>
            <translation>关注(&amp;W)</translation>
        </message>
        <message>
            <source>Be told when an offer like the filtered ones appears or gets cheaper (popular cards sell out): desktop notices and your notify channels, while RentDeck runs.</source>
            <translation>当出现与筛选条件相符的报价或价格降低时提醒你（热门机型经常缺货）：RentDeck 运行期间通过桌面通知和你的通知渠道提醒。</translation>
        </message>
        <message>
            <source>Watch for offers like these</source>
            <translation>关注类似的报价</translation>
        </message>
        <message>
            <source>Watching for %1: you will be told when one appears.</source>
            <translation>正在关注 %1：出现时会提醒你。</translation>
        </message>
        <message>
            <source>&amp;Watch (%1)</source>
            <translation>关注(&amp;W)（%1）</translation>
        </message>
        <message>
            <source>Stop watching for %1</source>
            <translation>停止关注 %1</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::Paths</name>
        <message>
            <source>The disk holding %1 is full: free some space and try again.</source>
            <translation>%1 所在的磁盘已满：请释放一些空间后重试。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::PlanCommand</name>
        <message numerus="yes">
            <source>Plan: %1, %2 B parameters, %n GPU(s), %3</source>
            <translation>
                <numerusform>计划：%1，%2 B 参数，%n 块 GPU，%3</numerusform>
            </translation>
        </message>
        <message>
            <source>VRAM per GPU  %1</source>
            <translation>单卡显存      %1</translation>
        </message>
        <message>
            <source>  weights     </source>
            <translation>  权重        </translation>
        </message>
        <message>
            <source>  optimizer   </source>
            <translation>  优化器状态  </translation>
        </message>
        <message>
            <source>  gradients   </source>
            <translation>  梯度        </translation>
        </message>
        <message>
            <source>  activations </source>
            <translation>  激活值      </translation>
        </message>
        <message>
            <source>  KV cache    </source>
            <translation>  KV 缓存     </translation>
        </message>
        <message>
            <source>  reserve     </source>
            <translation>  预留        </translation>
        </message>
        <message>
            <source>Compute       %1 FLOPs</source>
            <translation>计算量        %1 FLOPs</translation>
        </message>
        <message numerus="yes">
            <source>On %n GPU(s) of each model:</source>
            <translation>
                <numerusform>每种型号各用 %n 块 GPU 时：</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 h</source>
            <translation>%1 小时</translation>
        </message>
        <message>
            <source>Warnings:</source>
            <translation>警告：</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::PlanEstimator</name>
        <message>
            <source>Model shape not given: assumed %1 layers, hidden size %2 (the %3 class, as %4).</source>
            <translation>未给出模型结构：假定为 %1 层、隐藏层大小 %2（%3 级别，如 %4）。</translation>
        </message>
        <message>
            <source>Full fine-tuning trains 16-bit weights; int8/int4 applies to LoRA and inference only and was ignored.</source>
            <translation>全量微调训练的是 16 位权重；int8/int4 仅适用于 LoRA 和推理，已忽略。</translation>
        </message>
        <message>
            <source>Full data parallelism keeps every state on each GPU; --mode sharded divides them by the GPU count.</source>
            <translation>完全数据并行会在每块 GPU 上保存全部状态；--mode sharded 会将它们按 GPU 数均分。</translation>
        </message>
        <message>
            <source>Sharding over one GPU saves no memory.</source>
            <translation>只有一块 GPU 时，分片不会节省显存。</translation>
        </message>
        <message>
            <source>Inference time assumes compute-bound batches; small-batch decoding is slower.</source>
            <translation>推理时间按计算受限的批次估算；小批量解码会更慢。</translation>
        </message>
        <message>
            <source>%1 GPUs over %2: gradient sync %3 s &gt; step %4 s — adding GPUs will not help.</source>
            <translation>%1 块 GPU 经 %2 互连：梯度同步 %3 秒 &gt; 单步计算 %4 秒——增加 GPU 也无济于事。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::PlanForm</name>
        <message>
            <source>%1 class (%2)</source>
            <translation>%1 级（%2）</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>自定义</translation>
        </message>
        <message>
            <source>Parameters: 7B, 1.5b, 500M or 7e9.</source>
            <translation>参数量：7B、1.5b、500M 或 7e9。</translation>
        </message>
        <message>
            <source>LoRA / QLoRA (frozen base)</source>
            <translation>LoRA / QLoRA（冻结基座）</translation>
        </message>
        <message>
            <source>Full fine-tune (data parallel)</source>
            <translation>全量微调（数据并行）</translation>
        </message>
        <message>
            <source>Sharded fine-tune (ZeRO-3 / FSDP)</source>
            <translation>分片微调（ZeRO-3 / FSDP）</translation>
        </message>
        <message>
            <source>Inference (serving)</source>
            <translation>推理（服务）</translation>
        </message>
        <message>
            <source>How the (base) weights are stored: 2 bytes each in bf16/fp16, 1 in int8, ½ in int4.</source>
            <translation>（基座）权重的存储方式：bf16/fp16 每个 2 字节，int8 为 1 字节，int4 为 ½ 字节。</translation>
        </message>
        <message>
            <source>as hidden</source>
            <translation>同隐藏层</translation>
        </message>
        <message>
            <source>Grouped-query attention: the KV heads (with the head size) replace the hidden size in the KV cache.</source>
            <translation>分组查询注意力：KV 缓存中用 KV 头数（乘以头维度）代替隐藏层大小。</translation>
        </message>
        <message>
            <source>e.g. 100M, 3B; empty: no time or cost</source>
            <translation>例如 100M、3B；留空则不估算时间和费用</translation>
        </message>
        <message>
            <source> %</source>
            <translation> %</translation>
        </message>
        <message>
            <source>Model FLOPs utilisation: the share of the GPU's peak a real training loop reaches (30-50 % is typical).</source>
            <translation>模型算力利用率（MFU）：真实训练循环能达到的 GPU 峰值算力比例（通常为 30-50 %）。</translation>
        </message>
        <message>
            <source>&amp;Model:</source>
            <translation>模型(&amp;M)：</translation>
        </message>
        <message>
            <source>&amp;Parameters:</source>
            <translation>参数量(&amp;P)：</translation>
        </message>
        <message>
            <source>&amp;Job:</source>
            <translation>任务(&amp;J)：</translation>
        </message>
        <message>
            <source>&amp;Weights:</source>
            <translation>权重(&amp;W)：</translation>
        </message>
        <message>
            <source>&amp;GPUs:</source>
            <translation>GPU 数(&amp;G)：</translation>
        </message>
        <message>
            <source>Se&amp;quence length:</source>
            <translation>序列长度(&amp;Q)：</translation>
        </message>
        <message>
            <source>&amp;Batch per GPU:</source>
            <translation>每卡批大小(&amp;B)：</translation>
        </message>
        <message>
            <source>&amp;Layers:</source>
            <translation>层数(&amp;L)：</translation>
        </message>
        <message>
            <source>&amp;Hidden size:</source>
            <translation>隐藏层大小(&amp;H)：</translation>
        </message>
        <message>
            <source>&amp;KV heads:</source>
            <translation>KV 头数(&amp;K)：</translation>
        </message>
        <message>
            <source>Head si&amp;ze:</source>
            <translation>头维度(&amp;Z)：</translation>
        </message>
        <message>
            <source>&amp;Tokens:</source>
            <translation>token 数(&amp;T)：</translation>
        </message>
        <message>
            <source>M&amp;FU:</source>
            <translation>MFU(&amp;F)：</translation>
        </message>
        <message>
            <source>&amp;Usage:</source>
            <translation>用法(&amp;U)：</translation>
        </message>
        <message>
            <source>Con&amp;text length:</source>
            <translation>上下文长度(&amp;T)：</translation>
        </message>
        <message>
            <source>Concurrent &amp;sequences:</source>
            <translation>并发序列数(&amp;S)：</translation>
        </message>
        <message>
            <source>Generated &amp;tokens:</source>
            <translation>生成 token 数(&amp;T)：</translation>
        </message>
        <message>
            <source>Training &amp;tokens:</source>
            <translation>训练 token 数(&amp;T)：</translation>
        </message>
        <message>
            <source>Parameters: "%1" is not a count; write 7B, 1.5b, 500M or 7e9.</source>
            <translation>参数量：“%1”不是数量；请写 7B、1.5b、500M 或 7e9。</translation>
        </message>
        <message>
            <source>Tokens: "%1" is not a count; write 100M, 3B or 3e9, or leave it empty.</source>
            <translation>token 数：“%1”不是数量；请写 100M、3B 或 3e9，或留空。</translation>
        </message>
        <message>
            <source>full fine-tune</source>
            <translation>全量微调</translation>
        </message>
        <message>
            <source>sharded fine-tune</source>
            <translation>分片微调</translation>
        </message>
        <message>
            <source>LoRA</source>
            <translation>LoRA</translation>
        </message>
        <message>
            <source>inference</source>
            <translation>推理</translation>
        </message>
        <message numerus="yes">
            <source>%1 %2, %3, %n GPU(s)</source>
            <translation>
                <numerusform>%1 %2，%3，%n 块 GPU</numerusform>
            </translation>
        </message>
        <message>
            <source>Gradient &amp;checkpointing</source>
            <translation>梯度检查点(&amp;C)</translation>
        </message>
        <message>
            <source>Recompute activations in the backward pass: far less memory, ~30 % more time.</source>
            <translation>在反向传播时重算激活：显存占用大幅减少，时间约增加 30 %。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::PlanInput</name>
        <message>
            <source>the parameter count must be positive</source>
            <translation>参数量必须为正数</translation>
        </message>
        <message>
            <source>the GPU count must be at least 1</source>
            <translation>GPU 数量至少为 1</translation>
        </message>
        <message>
            <source>the sequence length and the batch must be at least 1</source>
            <translation>序列长度和批大小至少为 1</translation>
        </message>
        <message>
            <source>layers, hidden size, KV heads and head size cannot be negative</source>
            <translation>层数、隐藏层大小、KV 头数和注意力头大小不能为负数</translation>
        </message>
        <message>
            <source>give the KV heads and the head size together</source>
            <translation>KV 头数和注意力头大小必须同时给出</translation>
        </message>
        <message>
            <source>the token count cannot be negative</source>
            <translation>token 数不能为负数</translation>
        </message>
        <message>
            <source>the MFU must be above 0 and at most 1 (0.35 = 35 %)</source>
            <translation>MFU 必须大于 0 且不超过 1（0.35 = 35 %）</translation>
        </message>
        <message>
            <source>the adapter fraction must be between 0 and 1</source>
            <translation>适配器参数占比必须在 0 到 1 之间</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::PlanOptions</name>
        <message>
            <source>Parameter count: 7e9, 7000000000 or with a K/M/B/T suffix (7B, 1.5B, 500M).</source>
            <translation>参数量：7e9、7000000000，或带 K/M/B/T 后缀（7B、1.5B、500M）。</translation>
        </message>
        <message>
            <source>Model class %1: sets --params and the shape; later flags override it.</source>
            <translation>模型级别 %1：设置 --params 和模型结构；后面的选项会覆盖它的设置。</translation>
        </message>
        <message>
            <source>full | sharded | lora | inference (default full).</source>
            <translation>full | sharded | lora | inference（默认 full）。</translation>
        </message>
        <message>
            <source>Weights: fp16 | bf16 | int8 | int4 (default bf16; int8/int4 for LoRA and inference).</source>
            <translation>权重：fp16 | bf16 | int8 | int4（默认 bf16；int8/int4 用于 LoRA 和推理）。</translation>
        </message>
        <message>
            <source>Sequence length; inference: context length (default 2048).</source>
            <translation>序列长度；推理时为上下文长度（默认 2048）。</translation>
        </message>
        <message>
            <source>Micro-batch per GPU; inference: concurrent sequences (default 1).</source>
            <translation>每块 GPU 的微批大小；推理时为并发序列数（默认 1）。</translation>
        </message>
        <message>
            <source>Transformer layers (with --hidden; default: the nearest preset's).</source>
            <translation>Transformer 层数（与 --hidden 一起给出；默认取最接近的预设值）。</translation>
        </message>
        <message>
            <source>Hidden size (with --layers).</source>
            <translation>隐藏层大小（与 --layers 一起给出）。</translation>
        </message>
        <message>
            <source>KV heads, for grouped-query attention (with --head-dim).</source>
            <translation>KV 头数，用于分组查询注意力（与 --head-dim 一起给出）。</translation>
        </message>
        <message>
            <source>Size of one attention head (with --kv-heads).</source>
            <translation>单个注意力头的大小（与 --kv-heads 一起给出）。</translation>
        </message>
        <message>
            <source>Tokens to train on (or generate), as --params (3e9, 3B): adds time and cost.</source>
            <translation>要训练（或生成）的 token 数，格式同 --params（3e9、3B）：会加上时间和费用估算。</translation>
        </message>
        <message>
            <source>Model FLOPs utilisation, 0..1 (default 0.35).</source>
            <translation>模型 FLOPs 利用率，0..1（默认 0.35）。</translation>
        </message>
        <message>
            <source>Activation checkpointing: keep only each layer's input.</source>
            <translation>激活检查点：只保存每层的输入。</translation>
        </message>
        <message>
            <source>GPUs in the box (default 1).</source>
            <translation>单台机器的 GPU 数（默认 1）。</translation>
        </message>
        <message>
            <source>--preset: unknown model class "%1"; known: %2</source>
            <translation>--preset：未知的模型级别“%1”；可选：%2</translation>
        </message>
        <message>
            <source>--params: expected a count such as 7e9, 7000000000 or 7B, got "%1"</source>
            <translation>--params：应为 7e9、7000000000 或 7B 这样的数量，实际为“%1”</translation>
        </message>
        <message>
            <source>--params N (or --preset NAME) is required</source>
            <translation>必须给出 --params N（或 --preset NAME）</translation>
        </message>
        <message>
            <source>--mode: expected full, sharded, lora or inference, got "%1"</source>
            <translation>--mode：应为 full、sharded、lora 或 inference，实际为“%1”</translation>
        </message>
        <message>
            <source>--precision: expected fp16, bf16, int8 or int4, got "%1"</source>
            <translation>--precision：应为 fp16、bf16、int8 或 int4，实际为“%1”</translation>
        </message>
        <message>
            <source>give --layers and --hidden together</source>
            <translation>--layers 和 --hidden 必须同时给出</translation>
        </message>
        <message>
            <source>--tokens: expected a count such as 3e9 or 3B, got "%1"</source>
            <translation>--tokens：应为 3e9 或 3B 这样的数量，实际为“%1”</translation>
        </message>
        <message>
            <source>--mfu: expected a number such as 0.35, got "%1"</source>
            <translation>--mfu：应为 0.35 这样的数字，实际为“%1”</translation>
        </message>
        <message>
            <source>fits, tight</source>
            <translation>放得下，但余量很小</translation>
        </message>
        <message>
            <source>fits</source>
            <translation>放得下</translation>
        </message>
        <message>
            <source>, ~%1 h</source>
            <translation>，约 %1 小时</translation>
        </message>
        <message>
            <source> (measured %1 TFLOPS)</source>
            <translation>（实测 %1 TFLOPS）</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::PlannerView</name>
        <message>
            <source>&amp;Launch…</source>
            <translation>启动(&amp;L)…</translation>
        </message>
        <message>
            <source>Show in &amp;Offers</source>
            <translation>在报价中显示(&amp;O)</translation>
        </message>
        <message>
            <source>Memory per GPU</source>
            <translation>每块 GPU 的显存</translation>
        </message>
        <message>
            <source>GPU tiers</source>
            <translation>GPU 档位</translation>
        </message>
        <message>
            <source>Warnings and advice</source>
            <translation>警告与建议</translation>
        </message>
        <message>
            <source>Offers that fit, by estimated job cost</source>
            <translation>放得下的报价（按预计任务费用排序）</translation>
        </message>
        <message>
            <source>Check the inputs</source>
            <translation>请检查输入</translation>
        </message>
        <message>
            <source>%1 per GPU</source>
            <translation>每块 GPU %1</translation>
        </message>
        <message>
            <source> · %1 FLOPs for %2 tokens</source>
            <translation> · %2 token 共 %1 FLOPs</translation>
        </message>
        <message>
            <source>%1 GB tier: %2</source>
            <translation>%1 GB 档：%2</translation>
        </message>
        <message>
            <source>How to pay</source>
            <translation>如何付费</translation>
        </message>
        <message>
            <source>Fix the inputs to rank the offers.</source>
            <translation>修正输入后即可为报价排序。</translation>
        </message>
        <message numerus="yes">
            <source>None of the %n offer(s) fits this plan: try more GPUs, sharding, LoRA or a lower precision.</source>
            <translation>
                <numerusform>%n 个报价都放不下这个规划：试试更多 GPU、分片、LoRA 或更低的精度。</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 × %2 on %3</source>
            <translation>%3 上的 %1 × %2</translation>
        </message>
        <message numerus="yes">
            <source>%1 of %n offer(s) fit. Give the tokens to rank them by job cost.</source>
            <translation>
                <numerusform>%n 个报价中有 %1 个放得下。填写 token 数即可按任务费用排序。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 of %n offer(s) fit; the cheapest job: %2 on %3.</source>
            <translation>
                <numerusform>%n 个报价中有 %1 个放得下；任务最便宜的是：%3，%2。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RentDeck::PostgresAddress</name>
        <message>
            <source>"%1" is not a PostgreSQL address; write it as %2.</source>
            <translation>“%1”不是 PostgreSQL 地址；请写成 %2。</translation>
        </message>
        <message>
            <source>%1 lacks a user, a host or a database name; write it as %2.</source>
            <translation>%1 缺少用户、主机或数据库名；请写成 %2。</translation>
        </message>
        <message>
            <source>sslmode=%1 is not one of %2.</source>
            <translation>sslmode=%1 不是 %2 之一。</translation>
        </message>
        <message>
            <source>RentDeck does not know the option %1 in a team address (it knows sslmode and sslrootcert).</source>
            <translation>RentDeck 不认识团队地址中的选项 %1（只支持 sslmode 和 sslrootcert）。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::Provider</name>
        <message>
            <source>%1 cannot restart instance %2 in place; stop and resume it.</source>
            <translation>%1 无法原地重启实例 %2；请先停止再恢复它。</translation>
        </message>
        <message>
            <source>%1 cannot add %2 as an SSH host; use Add SSH host.</source>
            <translation>%1 无法把 %2 添加为 SSH 主机；请使用“添加 SSH 主机”。</translation>
        </message>
        <message>
            <source>%1 is a real provider: only it decides when to take instance %2 back.</source>
            <translation>%1 是真实的服务商：只有它能决定何时收回实例 %2。</translation>
        </message>
        <message>
            <source>RentDeck cannot delete %1 at %2; do it in the provider's console.</source>
            <translation>RentDeck 无法在 %2 删除 %1；请在服务商的控制台中删除。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::PullBeforeDestroy</name>
        <message>
            <source>Checking whether the results of %1 were pulled back…</source>
            <translation>正在检查 %1 的结果是否已取回…</translation>
        </message>
        <message>
            <source>Results on %1 are not safely back on this computer:</source>
            <translation>%1 上的结果尚未安全取回到本机：</translation>
        </message>
        <message>
            <source>Pull and verify them now, then destroy? Destroying deletes the instance's disk for good.</source>
            <translation>现在拉取并校验这些结果，然后再销毁？销毁会永久删除该实例的磁盘。</translation>
        </message>
        <message>
            <source>Pull results before destroying</source>
            <translation>销毁前拉取结果</translation>
        </message>
        <message>
            <source>Pull, verify, then destroy</source>
            <translation>拉取并校验后销毁</translation>
        </message>
        <message>
            <source>Destroy anyway</source>
            <translation>仍然销毁</translation>
        </message>
        <message>
            <source>Results of %1 pulled and verified; destroying it.</source>
            <translation>%1 的结果已拉取并校验，正在销毁该实例。</translation>
        </message>
        <message>
            <source>Not destroyed</source>
            <translation>未销毁</translation>
        </message>
        <message>
            <source>%1 was not destroyed: pulling %2 did not end verified. See the Sync tab, fix it and try again.</source>
            <translation>%1 未销毁：拉取 %2 未能通过校验。请查看“同步”页，解决问题后重试。</translation>
        </message>
        <message>
            <source>%1 was not destroyed: the pull of %2 could not start (another sync is running?).</source>
            <translation>%1 未销毁：无法开始拉取 %2（是否有其他同步正在进行？）。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::PulledResultsCheck</name>
        <message>
            <source>%1 was never pulled back and verified.</source>
            <translation>%1 从未拉取回本机并校验。</translation>
        </message>
        <message>
            <source>%1 was pulled and verified on %2, but the instance cannot be asked whether files changed since.</source>
            <translation>%1 已于 %2 拉取并校验，但无法向实例确认此后文件是否有变化。</translation>
        </message>
        <message>
            <source>Whether %1 changed since the last verified pull could not be checked (exit status %2).</source>
            <translation>无法检查 %1 在上次校验通过的拉取之后是否有变化（退出状态 %2）。</translation>
        </message>
        <message>
            <source>more than %1</source>
            <translation>超过 %1</translation>
        </message>
        <message>
            <source>%1 has changed since the last verified pull (%2 changed: %3).</source>
            <translation>%1 在上次校验通过的拉取之后已有变化（%2 个文件有变化：%3）。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::RemoteManifestBuilder</name>
        <message>
            <source>The SSH session is not usable.</source>
            <translation>SSH 会话不可用。</translation>
        </message>
        <message>
            <source>Cancelled.</source>
            <translation>已取消。</translation>
        </message>
        <message>
            <source>%1 failed on the instance (exit status %2).</source>
            <translation>在实例上%1失败（退出状态 %2）。</translation>
        </message>
        <message>
            <source>Listing %1</source>
            <translation>列出 %1</translation>
        </message>
        <message>
            <source>%1 is not a folder on the instance.</source>
            <translation>%1 不是实例上的文件夹。</translation>
        </message>
        <message>
            <source>Hashing files</source>
            <translation>计算文件哈希</translation>
        </message>
        <message>
            <source>The instance returned no hash for %1.</source>
            <translation>实例没有返回 %1 的哈希。</translation>
        </message>
        <message>
            <source>The instance sent more than %1 for the listing of %2, more than RentDeck verifies at once (over a million files), or a damaged %3 there: verification stopped. Remove %2/%3 on the instance and try again, or verify sub-folders one at a time.</source>
            <translation>实例为 %2 的文件列表发送了超过 %1 的数据，超出了 RentDeck 一次能校验的量（超过一百万个文件），或者那里的 %3 已损坏：校验已停止。请在实例上删除 %2/%3 后重试，或逐个子文件夹校验。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::ReplacementOffers</name>
        <message>
            <source>No offer has at least %1 × %2 with %3 GB each.</source>
            <translation>没有报价至少提供 %1 × %2，且每块 %3 GB。</translation>
        </message>
        <message>
            <source>%1 offers fit, but none is priced in %2; give a ceiling in their currency.</source>
            <translation>有 %1 个报价合适，但都不以 %2 计价；请用它们的币种给出价格上限。</translation>
        </message>
        <message>
            <source>%1 offers fit, but none costs at most %2 an hour; raise the price ceiling.</source>
            <translation>有 %1 个报价合适，但没有一个每小时不超过 %2；请提高价格上限。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::RsyncJob</name>
        <message>
            <source>Line %1: negation ("%2") is not supported by rsync and was ignored.</source>
            <translation>第 %1 行：rsync 不支持取反规则（“%2”），已忽略。</translation>
        </message>
        <message>
            <source>Cannot create a private temporary folder for rsync: %1</source>
            <translation>无法为 rsync 创建私有临时文件夹：%1</translation>
        </message>
        <message>
            <source>Cannot write %1 for rsync in %2.</source>
            <translation>无法在 %2 中写入供 rsync 使用的%1。</translation>
        </message>
        <message>
            <source>Cannot read the ignore file %1: %2</source>
            <translation>无法读取忽略文件 %1：%2</translation>
        </message>
        <message>
            <source>the exclude list</source>
            <translation>排除列表</translation>
        </message>
        <message>
            <source>the file list</source>
            <translation>文件列表</translation>
        </message>
        <message>
            <source>the password file</source>
            <translation>密码文件</translation>
        </message>
        <message>
            <source>the password helper</source>
            <translation>密码辅助程序</translation>
        </message>
        <message>
            <source>Cancelled.</source>
            <translation>已取消。</translation>
        </message>
        <message>
            <source>rsync is not installed on this computer: install it (sudo apt install rsync, sudo dnf install rsync or brew install rsync) or use the SFTP fallback.</source>
            <translation>本机未安装 rsync：请安装（sudo apt install rsync、sudo dnf install rsync 或 brew install rsync），或改用 SFTP 备用方式。</translation>
        </message>
        <message>
            <source>The OpenSSH client (ssh) is not installed on this computer: install it (sudo apt install openssh-client) or use the SFTP fallback.</source>
            <translation>本机未安装 OpenSSH 客户端（ssh）：请安装（sudo apt install openssh-client），或改用 SFTP 备用方式。</translation>
        </message>
        <message>
            <source>Cannot start rsync (%1): install it (sudo apt install rsync) or use the SFTP fallback.</source>
            <translation>无法启动 rsync（%1）：请安装（sudo apt install rsync），或改用 SFTP 备用方式。</translation>
        </message>
        <message>
            <source>Cancelled. What arrived so far is kept; run the sync again to resume.</source>
            <translation>已取消。已传输的部分会保留；再次同步即可继续。</translation>
        </message>
        <message>
            <source>rsync stopped unexpectedly (killed or crashed). What arrived so far is kept; run the sync again to resume.</source>
            <translation>rsync 意外停止（被终止或崩溃）。已传输的部分会保留；再次同步即可继续。</translation>
        </message>
        <message>
            <source>The instance's host key does not match the one RentDeck trusts, so nothing was transferred. If the instance was re-created, remove its old key from RentDeck's known hosts and connect again; otherwise someone may be intercepting the connection.</source>
            <translation>实例的主机密钥与 RentDeck 信任的密钥不一致，因此没有传输任何内容。如果实例是重新创建的，请从 RentDeck 的已知主机中删除旧密钥后重新连接；否则可能有人在拦截连接。</translation>
        </message>
        <message>
            <source>The instance's host key is not in RentDeck's known hosts, so nothing was transferred: connect to the instance once from RentDeck to check and trust its key.</source>
            <translation>实例的主机密钥不在 RentDeck 的已知主机中，因此没有传输任何内容：请先在 RentDeck 中连接该实例一次，核对并信任其密钥。</translation>
        </message>
        <message>
            <source>The instance refused the login (%1): check the user name, key or password.</source>
            <translation>实例拒绝了登录（%1）：请检查用户名、密钥或密码。</translation>
        </message>
        <message>
            <source>rsync is not installed on the instance: install it (apt install rsync) or use the SFTP fallback.</source>
            <translation>实例上未安装 rsync：请安装（apt install rsync），或改用 SFTP 备用方式。</translation>
        </message>
        <message>
            <source>Cannot reach the instance: %1</source>
            <translation>无法访问实例：%1</translation>
        </message>
        <message>
            <source>rsync rejected the request (code %1): %2</source>
            <translation>rsync 拒绝了请求（代码 %1）：%2</translation>
        </message>
        <message>
            <source>Cannot use the source or destination folder: %1</source>
            <translation>无法使用源文件夹或目标文件夹：%1</translation>
        </message>
        <message>
            <source>rsync could not start on the instance: %1</source>
            <translation>rsync 无法在实例上启动：%1</translation>
        </message>
        <message>
            <source>The connection failed during the transfer: %1</source>
            <translation>传输过程中连接失败：%1</translation>
        </message>
        <message>
            <source>Reading or writing a file failed (disk full?): %1</source>
            <translation>读写文件失败（磁盘已满？）：%1</translation>
        </message>
        <message>
            <source>The connection broke during the transfer (%1). Run the sync again to resume.</source>
            <translation>传输过程中连接中断（%1）。再次同步即可继续。</translation>
        </message>
        <message>
            <source>rsync was stopped by a signal. Run the sync again to resume.</source>
            <translation>rsync 被信号终止。再次同步即可继续。</translation>
        </message>
        <message>
            <source>Partial transfer: some files or attributes were not transferred (%1). Run the sync again to resume.</source>
            <translation>部分传输：有些文件或属性未能传输（%1）。再次同步即可继续。</translation>
        </message>
        <message>
            <source>Some source files vanished while they were being transferred. Run the sync again when the data has settled.</source>
            <translation>部分源文件在传输过程中消失了。请等数据稳定后再次同步。</translation>
        </message>
        <message>
            <source>The transfer timed out: no data moved for too long. Run the sync again to resume.</source>
            <translation>传输超时：长时间没有数据传输。再次同步即可继续。</translation>
        </message>
        <message>
            <source>ssh failed: %1</source>
            <translation>ssh 失败：%1</translation>
        </message>
        <message>
            <source>rsync failed with exit code %1: %2</source>
            <translation>rsync 失败，退出码 %1：%2</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::RunPodJson</name>
        <message>
            <source>RunPod's GPU catalog has an unexpected shape (expected {"gpus": [...]}, got %1): RentDeck may need an update.</source>
            <translation>RunPod 的 GPU 目录结构不符合预期（应为 {"gpus": [...]}，实际为 %1）：RentDeck 可能需要更新。</translation>
        </message>
        <message>
            <source>Secure Cloud</source>
            <translation>Secure Cloud</translation>
        </message>
        <message>
            <source>low stock</source>
            <translation>库存紧张</translation>
        </message>
        <message>
            <source>RunPod gives this pod only its SSH proxy, which is shell-only: expose 22/tcp with a public IP for RentDeck to connect</source>
            <translation>RunPod 只为此 pod 提供 SSH 代理，而它仅支持 shell：请用公网 IP 暴露 22/tcp，以便 RentDeck 连接</translation>
        </message>
        <message>
            <source>RunPod has not assigned this pod an SSH port yet</source>
            <translation>RunPod 尚未为此 pod 分配 SSH 端口</translation>
        </message>
        <message>
            <source>RunPod sent a pod without an id (%1 fields): RentDeck may need an update.</source>
            <translation>RunPod 发来的 pod 没有 ID（共 %1 个字段）：RentDeck 可能需要更新。</translation>
        </message>
        <message>
            <source>RunPod gave no status</source>
            <translation>RunPod 未返回状态</translation>
        </message>
        <message>
            <source>RunPod status %1</source>
            <translation>RunPod 状态 %1</translation>
        </message>
        <message>
            <source>container starting</source>
            <translation>容器启动中</translation>
        </message>
        <message>
            <source>RunPod sent %1 where a pod was expected: RentDeck may need an update.</source>
            <translation>RunPod 在应为 pod 的位置发来了 %1：RentDeck 可能需要更新。</translation>
        </message>
        <message>
            <source>RunPod's pod list has an unexpected shape (expected {"pods": [...]}, got %1): RentDeck may need an update.</source>
            <translation>RunPod 的 pod 列表结构不符合预期（应为 {"pods": [...]}，实际为 %1）：RentDeck 可能需要更新。</translation>
        </message>
        <message>
            <source>RunPod's pod list holds %1 where a pod was expected: RentDeck may need an update.</source>
            <translation>RunPod 的 pod 列表中有一项是 %1，而不是 pod：RentDeck 可能需要更新。</translation>
        </message>
        <message>
            <source>RunPod's SSH key list has an unexpected shape (expected {"keys": [...]}, got %1): RentDeck may need an update.</source>
            <translation>RunPod 的 SSH 密钥列表结构不符合预期（应为 {"keys": [...]}，实际为 %1）：RentDeck 可能需要更新。</translation>
        </message>
        <message>
            <source>Community Cloud: full SSH (sync, forwards) only if the pod gets a public IP</source>
            <translation>社区云：只有 Pod 获得公网 IP 时才有完整 SSH（同步、端口转发）</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::RunPodProvider</name>
        <message>
            <source>no reason given</source>
            <translation>未说明原因</translation>
        </message>
        <message>
            <source>RunPod: this offer was just taken, pick another (%1).</source>
            <translation>RunPod：此报价刚被别人租走，请另选一个（%1）。</translation>
        </message>
        <message>
            <source>RunPod refused to create the pod: %1. Check the image and disk size, or pick another offer.</source>
            <translation>RunPod 拒绝创建 pod：%1。请检查镜像和磁盘大小，或另选一个报价。</translation>
        </message>
        <message>
            <source>RunPod does not let this account rent from this GPU pool (%1): pick another offer, or check the API key's permissions in RunPod's console.</source>
            <translation>RunPod 不允许此账户租用该 GPU 池（%1）：请另选一个报价，或在 RunPod 控制台中检查 API 密钥的权限。</translation>
        </message>
        <message>
            <source>RunPod rejected the request as invalid: %1. RentDeck sent something RunPod does not accept; please report this with the log.</source>
            <translation>RunPod 认为请求无效并拒绝了它：%1。RentDeck 发送了 RunPod 不接受的内容；请附上日志报告此问题。</translation>
        </message>
        <message>
            <source>RunPod cannot start pod %1 now (%2): refresh the list and try again once it has stopped.</source>
            <translation>RunPod 现在无法启动 pod %1（%2）：请刷新列表，等它停止后再试。</translation>
        </message>
        <message>
            <source>RunPod cannot stop pod %1 now (%2): refresh the list and try again once it is running.</source>
            <translation>RunPod 现在无法停止 pod %1（%2）：请刷新列表，等它运行后再试。</translation>
        </message>
        <message>
            <source>RunPod has no pod %1: it may have been terminated already (refresh the list).</source>
            <translation>RunPod 上没有 pod %1：它可能已被终止（请刷新列表）。</translation>
        </message>
        <message>
            <source>"%1" is not a RunPod offer id (they look like secure.1x.NVIDIA_GeForce_RTX_4090): pick one from the offers list.</source>
            <translation>“%1”不是 RunPod 报价 ID（形如 secure.1x.NVIDIA_GeForce_RTX_4090）：请从报价列表中选择一个。</translation>
        </message>
        <message>
            <source>RunPod volumes are at least %1 GB; %2 GB was asked for: choose a larger disk.</source>
            <translation>RunPod 存储卷至少为 %1 GB，而请求的是 %2 GB：请选择更大的磁盘。</translation>
        </message>
        <message>
            <source>checking that RunPod knows RentDeck's SSH key</source>
            <translation>正在确认 RunPod 已有 RentDeck 的 SSH 密钥</translation>
        </message>
        <message numerus="yes">
            <source>adding RentDeck's SSH key to the RunPod account (%n key(s) kept)</source>
            <translation>
                <numerusform>正在将 RentDeck 的 SSH 密钥添加到 RunPod 账户（保留现有的 %n 个密钥）</numerusform>
            </translation>
        </message>
        <message>
            <source>RunPod did not keep RentDeck's SSH key: add %1.pub under Settings › SSH Public Keys in RunPod's console and launch again.</source>
            <translation>RunPod 没有保存 RentDeck 的 SSH 密钥：请在 RunPod 控制台的 Settings › SSH Public Keys 中添加 %1.pub，然后重新启动。</translation>
        </message>
        <message>
            <source>asking RunPod for %1 × %2 (%3 cloud)</source>
            <translation>正在向 RunPod 请求 %1 × %2（%3 cloud）</translation>
        </message>
        <message>
            <source>"%1" is not a RunPod pod id.</source>
            <translation>“%1”不是 RunPod pod ID。</translation>
        </message>
        <message>
            <source>Stop releases the GPU and wipes the container disk; the volume at /workspace stays and the pod resumes on the same host, but if its GPU was taken meanwhile it may come back with zero GPUs.</source>
            <translation>停止会释放 GPU 并清空容器磁盘；/workspace 上的卷会保留，pod 会在同一台主机上恢复，但如果期间 GPU 被占用，恢复后可能没有 GPU。</translation>
        </message>
        <message>
            <source>The volume disk at $0.20/GB per month (twice its running price) until the pod is destroyed; network volumes always. Compute and the container disk cost nothing while stopped.</source>
            <translation>卷磁盘按每 GB 每月 $0.20 计费（运行时价格的两倍），直到 pod 被销毁；网络卷始终计费。停止期间计算和容器磁盘不收费。</translation>
        </message>
        <message>
            <source>RunPod accepted the API key, but it may not do this (%1): give the key access to pods (read and write) in RunPod's console, Settings › API Keys, or use a key with full access.</source>
            <translation>RunPod 接受了该 API 密钥，但它无权执行此操作（%1）：请在 RunPod 控制台的 Settings › API Keys 中授予该密钥 Pod 的读写权限，或使用拥有完整权限的密钥。</translation>
        </message>
        <message>
            <source>RunPod starts SSH only in images that follow its PUBLIC_KEY convention (every runpod/… image does); %1 may not, and the pod would bill with no way to reach it. Use a runpod/ image (the default is %2), or start from one and install your software at start-up.</source>
            <translation>RunPod 只在遵循其 PUBLIC_KEY 约定的镜像中启动 SSH（所有 runpod/… 镜像都遵循）；%1 可能不遵循，Pod 会计费却无法连接。请使用 runpod/ 镜像（默认为 %2），或以它为基础并在启动时安装你的软件。</translation>
        </message>
        <message>
            <source>this API key may not read the account's SSH keys (403); RentDeck gives the pod its key directly</source>
            <translation>该 API 密钥无权读取账户的 SSH 密钥（403）；RentDeck 直接把密钥交给 Pod</translation>
        </message>
        <message>
            <source>RunPod did not take the account's SSH keys (%1); RentDeck gives the pod its key directly, the account's keys stay as they are</source>
            <translation>RunPod 未接受账户的 SSH 密钥（%1）；RentDeck 直接把密钥交给 Pod，账户中的密钥保持不变</translation>
        </message>
        <message>
            <source>"%1" is not a RunPod network volume id.</source>
            <translation>“%1”不是 RunPod 网络存储卷 id。</translation>
        </message>
        <message>
            <source>RunPod has no network volume %1: it may have been deleted already.</source>
            <translation>RunPod 没有网络存储卷 %1：它可能已被删除。</translation>
        </message>
        <message>
            <source>RunPod refused to delete network volume %1 (%2): terminate the pods that mount it first.</source>
            <translation>RunPod 拒绝删除网络存储卷 %1（%2）：请先终止挂载它的 Pod。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::RunningInstanceComboBox</name>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <source>none running</source>
            <translation>无运行中的实例</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::SandboxInstanceStore</name>
        <message>
            <source>Could not create the sandbox folder %1.</source>
            <translation>无法创建沙盒文件夹 %1。</translation>
        </message>
        <message>
            <source>Another RentDeck is holding the sandbox lock; try again.</source>
            <translation>另一个 RentDeck 正占用沙盒锁，请重试。</translation>
        </message>
        <message>
            <source>Could not create the instance folder %1.</source>
            <translation>无法创建实例文件夹 %1。</translation>
        </message>
        <message>
            <source>There is no sandbox instance "%1".</source>
            <translation>没有名为“%1”的沙盒实例。</translation>
        </message>
        <message>
            <source>The state of sandbox instance %1 is unreadable (%2).</source>
            <translation>沙盒实例 %1 的状态无法读取（%2）。</translation>
        </message>
        <message>
            <source>Sandbox instance %1 was destroyed.</source>
            <translation>沙盒实例 %1 已被销毁。</translation>
        </message>
        <message>
            <source>Could not save %1: %2</source>
            <translation>无法保存 %1：%2</translation>
        </message>
        <message>
            <source>Could not remove %1.</source>
            <translation>无法删除 %1。</translation>
        </message>
        <message>
            <source>Cannot create the sandbox lock %1.</source>
            <translation>无法创建沙盒锁文件 %1。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::SandboxLaunch</name>
        <message>
            <source>rentdeck-gpusim (the sandbox's nvidia-smi) was not found in %1. Build it (cmake --build BUILD --target rentdeck-gpusim) or point RENTDECK_TOOLS_DIR at the folder that holds it.</source>
            <translation>在 %1 中找不到 rentdeck-gpusim（沙盒的 nvidia-smi）。请先构建它（cmake --build BUILD --target rentdeck-gpusim），或将 RENTDECK_TOOLS_DIR 指向包含它的文件夹。</translation>
        </message>
        <message>
            <source>Offer %1 is no longer in the sandbox catalog.</source>
            <translation>报价 %1 已不在沙盒目录中。</translation>
        </message>
        <message>
            <source>Could not write %1: %2</source>
            <translation>无法写入 %1：%2</translation>
        </message>
        <message>
            <source>Could not create the folders of %1.</source>
            <translation>无法创建 %1 的文件夹。</translation>
        </message>
        <message>
            <source>ssh-keygen wrote no public key at %1.</source>
            <translation>ssh-keygen 未在 %1 生成公钥。</translation>
        </message>
        <message>
            <source>Could not link %1 to %2.</source>
            <translation>无法将 %1 链接到 %2。</translation>
        </message>
        <message>
            <source>ssh-keygen could not create %1: %2</source>
            <translation>ssh-keygen 无法创建 %1：%2</translation>
        </message>
        <message>
            <source>No free TCP port on 127.0.0.1 for the sandbox's sshd.</source>
            <translation>127.0.0.1 上没有可供沙盒 sshd 使用的空闲 TCP 端口。</translation>
        </message>
        <message>
            <source>Could not read %1.</source>
            <translation>无法读取 %1。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::SandboxPowerShim</name>
        <message>
            <source>Could not write %1: %2</source>
            <translation>无法写入 %1：%2</translation>
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
        <message>
            <source>Stop ends the instance's sshd and every process it started; its folder, keys and files stay, and resume starts sshd again.</source>
            <translation>停止会结束实例的 sshd 及其启动的所有进程；它的文件夹、密钥和文件都会保留，恢复时重新启动 sshd。</translation>
        </message>
        <message>
            <source>Storage at the offer's per-GB-month price (simulated; sandbox prices are not real money).</source>
            <translation>存储按报价的每 GB 每月价格计费（模拟；沙盒价格不是真钱）。</translation>
        </message>
        <message>
            <source>Sandbox instance %1 was preempted; there is nothing left to stop.</source>
            <translation>沙盒实例 %1 已被抢占，没有可停止的东西了。</translation>
        </message>
        <message>
            <source>Sandbox instance %1 was preempted: a reclaimed machine does not come back. Launch another one (rentdeck-cli job recover moves a job onto it) and destroy this one.</source>
            <translation>沙盒实例 %1 已被抢占：被收回的机器不会回来。请启动另一台（rentdeck-cli job recover 会把任务转过去），然后销毁这一台。</translation>
        </message>
        <message>
            <source>Sandbox instance %1 is already %2.</source>
            <translation>沙盒实例 %1 已经是 %2 状态。</translation>
        </message>
        <message>
            <source>preempted: the sandbox took the machine back, as a spot market does</source>
            <translation>已被抢占：沙盒像竞价市场一样收回了这台机器</translation>
        </message>
        <message>
            <source>Could not end every process of sandbox instance %1.</source>
            <translation>无法结束沙盒实例 %1 的全部进程。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::SandboxPythonStacks</name>
        <message>
            <source>cannot create %1</source>
            <translation>无法创建 %1</translation>
        </message>
        <message>
            <source>cannot write %1: %2</source>
            <translation>无法写入 %1：%2</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::SandboxSshd</name>
        <message>
            <source>OpenSSH server (sshd) is not installed; the sandbox needs it. Install it: sudo apt install openssh-server</source>
            <translation>未安装 OpenSSH 服务器（sshd），沙盒需要它。请安装：sudo apt install openssh-server</translation>
        </message>
        <message>
            <source>ssh-keygen (OpenSSH client) is not installed; the sandbox needs it. Install it: sudo apt install openssh-client</source>
            <translation>未安装 ssh-keygen（OpenSSH 客户端），沙盒需要它。请安装：sudo apt install openssh-client</translation>
        </message>
        <message>
            <source>sshd rejected the sandbox configuration: %1</source>
            <translation>sshd 拒绝了沙盒配置：%1</translation>
        </message>
        <message>
            <source>sshd did not start (exit code %1): %2</source>
            <translation>sshd 未能启动（退出码 %1）：%2</translation>
        </message>
        <message>
            <source>sshd could not bind its port.%1</source>
            <translation>sshd 无法绑定端口。%1</translation>
        </message>
        <message>
            <source>sshd did not come up within 10 seconds (it may have failed to bind its port).%1</source>
            <translation>sshd 在 10 秒内未就绪（可能未能绑定端口）。%1</translation>
        </message>
        <message>
            <source> sshd's log (%1): %2</source>
            <translation> sshd 日志（%1）：%2</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::SandboxVolumes</name>
        <message>
            <source>Cannot create the sandbox's volume folder %1.</source>
            <translation>无法创建沙盒的存储卷文件夹 %1。</translation>
        </message>
        <message>
            <source>Cannot create the sandbox volume %1.</source>
            <translation>无法创建沙盒存储卷 %1。</translation>
        </message>
        <message>
            <source>Cannot attach the sandbox volume %1.</source>
            <translation>无法挂载沙盒存储卷 %1。</translation>
        </message>
        <message>
            <source>The sandbox has no volume %1 (see: rentdeck-cli leftovers).</source>
            <translation>沙盒中没有存储卷 %1（参见 rentdeck-cli leftovers）。</translation>
        </message>
        <message>
            <source>Volume %1 is still attached to its instance; destroy that first.</source>
            <translation>存储卷 %1 仍挂载在其实例上；请先销毁该实例。</translation>
        </message>
        <message>
            <source>Could not delete all of volume %1 (%2).</source>
            <translation>未能完全删除存储卷 %1（%2）。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::SessionReadyWait</name>
        <message>
            <source>waiting for %1 to answer over SSH</source>
            <translation>正在等待 %1 的 SSH 响应</translation>
        </message>
        <message>
            <source>%1 did not answer over SSH within %2 s%3</source>
            <translation>%1 在 %2 秒内没有 SSH 响应%3</translation>
        </message>
        <message>
            <source>%1 did not answer over SSH within %2 s: %3</source>
            <translation>%1 在 %2 秒内没有 SSH 响应：%3</translation>
        </message>
        <message>
            <source>it is not running yet</source>
            <translation>它尚未运行</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::SftpTransferJob</name>
        <message>
            <source>%1 has no SFTP server (the sftp subsystem was refused: %2): install openssh-sftp-server or rsync on it.</source>
            <translation>%1 没有 SFTP 服务器（sftp 子系统被拒绝：%2）：请在其上安装 openssh-sftp-server 或 rsync。</translation>
        </message>
        <message>
            <source>The SFTP server of %1 did not start (%2): install openssh-sftp-server or rsync on it.</source>
            <translation>%1 的 SFTP 服务器未能启动（%2）：请在其上安装 openssh-sftp-server 或 rsync。</translation>
        </message>
        <message>
            <source>Cancelled.</source>
            <translation>已取消。</translation>
        </message>
        <message>
            <source>Cancelled. Run the transfer again to resume: partly sent files wait in %1 folders.</source>
            <translation>已取消。再次传输即可继续：已部分发送的文件保存在 %1 文件夹中。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::SftpTransferSide</name>
        <message>
            <source>read</source>
            <translation>读取</translation>
        </message>
        <message>
            <source>write</source>
            <translation>写入</translation>
        </message>
        <message>
            <source>The connection was lost while trying to %1 %2 (%3). Run the transfer again to resume.</source>
            <translation>尝试%1 %2 时连接中断（%3）。再次传输即可继续。</translation>
        </message>
        <message>
            <source>no such file or folder</source>
            <translation>文件或文件夹不存在</translation>
        </message>
        <message>
            <source>Check the path (a relative path starts in the login's home folder).</source>
            <translation>请检查路径（相对路径从登录用户的主目录算起）。</translation>
        </message>
        <message>
            <source>permission denied</source>
            <translation>权限不足</translation>
        </message>
        <message>
            <source>Check the permissions on the instance, or choose a folder the login user owns.</source>
            <translation>请检查实例上的权限，或选择登录用户拥有的文件夹。</translation>
        </message>
        <message>
            <source>the server reported a failure</source>
            <translation>服务器报告操作失败</translation>
        </message>
        <message>
            <source>The disk may be full (run df -h on the instance), or something else is in the way.</source>
            <translation>磁盘可能已满（请在实例上运行 df -h），或该路径已被其他内容占用。</translation>
        </message>
        <message>
            <source>the SFTP server does not support this</source>
            <translation>SFTP 服务器不支持此操作</translation>
        </message>
        <message>
            <source>Cannot %1 %2: %3. %4</source>
            <translation>无法%1 %2：%3。%4</translation>
        </message>
        <message>
            <source>list</source>
            <translation>列出</translation>
        </message>
        <message>
            <source>create the folder</source>
            <translation>创建文件夹</translation>
        </message>
        <message>
            <source>Cannot create the folder %1 on %2: %3 is not a folder and cannot be made one (%4). Check the remote path.</source>
            <translation>无法在 %2 上创建文件夹 %1：%3 不是文件夹，也无法创建为文件夹（%4）。请检查远程路径。</translation>
        </message>
        <message>
            <source>create the symlink</source>
            <translation>创建符号链接</translation>
        </message>
        <message>
            <source>remove</source>
            <translation>删除</translation>
        </message>
        <message>
            <source>set the mode and time of</source>
            <translation>设置权限和修改时间</translation>
        </message>
        <message>
            <source>rename %1 to</source>
            <translation>将 %1 重命名为</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::SftpTransferWorker</name>
        <message>
            <source>%1 is not a folder: give the folder whose contents should be sent.</source>
            <translation>%1 不是文件夹：请指定要发送其内容的文件夹。</translation>
        </message>
        <message>
            <source>Cannot read the ignore file %1: %2</source>
            <translation>无法读取忽略文件 %1：%2</translation>
        </message>
        <message>
            <source>Nothing was deleted on %1 because a source folder could not be read.</source>
            <translation>由于有源文件夹无法读取，%1 上没有删除任何内容。</translation>
        </message>
        <message>
            <source>%1 is not in %2; it was not sent.</source>
            <translation>%1 不在 %2 中，未发送。</translation>
        </message>
        <message>
            <source>%1 got shorter while it was being sent. Run the transfer again.</source>
            <translation>%1 在发送过程中变短了。请再次传输。</translation>
        </message>
        <message>
            <source>%1 got shorter while it was read.</source>
            <translation>%1 在读取过程中变短了。</translation>
        </message>
        <message>
            <source>Cancelled after %1 of %2. Run the transfer again to resume: partly sent files wait in %3 folders.</source>
            <translation>已在传输 %1 / %2 后取消。再次传输即可继续：已部分发送的文件保存在 %3 文件夹中。</translation>
        </message>
        <message numerus="yes">
            <source>%n more problem(s); the log lists them all.</source>
            <translation>
                <numerusform>另有 %n 个问题；日志中列出了全部问题。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RentDeck::SmtpJob</name>
        <message>
            <source>the SMTP server %1 did not answer within %2 s</source>
            <translation>SMTP 服务器 %1 在 %2 秒内没有应答</translation>
        </message>
        <message>
            <source>the SMTP server %1 showed a certificate that does not check out (%2); install its CA in the system's trust store</source>
            <translation>SMTP 服务器 %1 出示的证书校验不通过（%2）；请把它的 CA 安装到系统信任库中</translation>
        </message>
        <message>
            <source>cannot talk to the SMTP server %1:%2: %3</source>
            <translation>无法与 SMTP 服务器 %1:%2 通信：%3</translation>
        </message>
        <message>
            <source>The e-mail to %1 was not sent: %2</source>
            <translation>发往 %1 的邮件未发送：%2</translation>
        </message>
        <message>
            <source>the SMTP server sent more than RentDeck reads in one reply</source>
            <translation>SMTP 服务器单次应答的内容超出了 RentDeck 的读取上限</translation>
        </message>
        <message>
            <source>the server at %1 does not speak SMTP</source>
            <translation>%1 上的服务器不是 SMTP 服务器</translation>
        </message>
        <message>
            <source>RentDeck logs in to an SMTP server only over TLS; add --starttls</source>
            <translation>RentDeck 只通过 TLS 登录 SMTP 服务器；请加上 --starttls</translation>
        </message>
        <message>
            <source>the server answered %1 %2 to %3</source>
            <translation>服务器对 %3 的应答为 %1 %2</translation>
        </message>
        <message>
            <source>the server does not offer STARTTLS, and this channel asks for it</source>
            <translation>服务器不支持 STARTTLS，而此通知渠道要求使用它</translation>
        </message>
        <message>
            <source>the server refused the login (%1 %2); check RENTDECK_SMTP_USER and RENTDECK_SMTP_PASSWORD</source>
            <translation>服务器拒绝了登录（%1 %2）；请检查 RENTDECK_SMTP_USER 和 RENTDECK_SMTP_PASSWORD</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::SshAddress</name>
        <message>
            <source>the SSH user "%1" is not a plain user name (letters, digits, '.', '_', '-')</source>
            <translation>SSH 用户“%1”不是普通用户名（只能包含字母、数字、“.”、“_”、“-”）</translation>
        </message>
        <message>
            <source>the SSH host "%1" is not a host name or IP address</source>
            <translation>SSH 主机“%1”不是主机名或 IP 地址</translation>
        </message>
        <message>
            <source>the SSH port %1 is not between 1 and 65535</source>
            <translation>SSH 端口 %1 不在 1 到 65535 之间</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::SshCommandParser</name>
        <message>
            <source>The port "%1" is not a number between 1 and 65535.</source>
            <translation>端口“%1”不是 1 到 65535 之间的数字。</translation>
        </message>
        <message>
            <source>Ignored the option -o %1.</source>
            <translation>已忽略选项 -o %1。</translation>
        </message>
        <message>
            <source>Ignored the jump host -J %1: RentDeck connects to the machine directly.</source>
            <translation>已忽略跳板机 -J %1：RentDeck 会直接连接该机器。</translation>
        </message>
        <message>
            <source>Ignored the port forwarding -%1 %2; use rentdeck-cli forward once the host is added.</source>
            <translation>已忽略端口转发 -%1 %2；添加主机后请使用 rentdeck-cli forward。</translation>
        </message>
        <message>
            <source>Ignored the option -%1 %2.</source>
            <translation>已忽略选项 -%1 %2。</translation>
        </message>
        <message>
            <source>The option -%1 needs a value.</source>
            <translation>选项 -%1 需要一个值。</translation>
        </message>
        <message>
            <source>Ignored the unknown option -%1.</source>
            <translation>已忽略未知选项 -%1。</translation>
        </message>
        <message>
            <source>Ignored the option -%1.</source>
            <translation>已忽略选项 -%1。</translation>
        </message>
        <message>
            <source>Could not find a host in '%1'. Paste the SSH command your provider shows, e.g. ssh -p 34222 root@connect.example.com</source>
            <translation>在“%1”中找不到主机。请粘贴服务商提供的 SSH 命令，例如 ssh -p 34222 root@connect.example.com</translation>
        </message>
        <message>
            <source>Ignored the remote command "%1".</source>
            <translation>已忽略远程命令“%1”。</translation>
        </message>
        <message>
            <source>The user "%1" is not a plain user name (letters, digits, '.', '_', '-').</source>
            <translation>用户“%1”不是普通用户名（只能包含字母、数字、“.”、“_”、“-”）。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::SshConfigFile</name>
        <message>
            <source>The SSH address of %1 holds a line break, quote or control character, so it was not written to the OpenSSH config.</source>
            <translation>%1 的 SSH 地址含有换行、引号或控制字符，因此未写入 OpenSSH 配置。</translation>
        </message>
        <message>
            <source>Could not read %1: %2</source>
            <translation>无法读取 %1：%2</translation>
        </message>
        <message>
            <source>Could not write %1: %2</source>
            <translation>无法写入 %1：%2</translation>
        </message>
        <message>
            <source>%1 has no SSH address yet; wait until it is running.</source>
            <translation>%1 还没有 SSH 地址；请等它运行后再试。</translation>
        </message>
        <message>
            <source>Could not create %1.</source>
            <translation>无法创建 %1。</translation>
        </message>
        <message>
            <source>Another RentDeck is updating %1; try again.</source>
            <translation>另一个 RentDeck 正在更新 %1，请重试。</translation>
        </message>
        <message>
            <source>%1 was not written to the OpenSSH config: %2.</source>
            <translation>%1 未写入 OpenSSH 配置：%2。</translation>
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
        <message>
            <source>%1 needs a password, and none was given.</source>
            <translation>%1 需要密码，但未提供密码。</translation>
        </message>
        <message>
            <source>No way to log in to %1: no identity file is set, no ssh-agent is running (SSH_AUTH_SOCK is not set) and no password was given.</source>
            <translation>无法登录 %1：未设置身份文件，没有运行 ssh-agent（未设置 SSH_AUTH_SOCK），也未提供密码。</translation>
        </message>
        <message>
            <source>Password rejected for %1 (method: password). Check the password the provider gave you.</source>
            <translation>%1 拒绝了密码（方式：password）。请检查服务商提供的密码。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::SshExecChannel</name>
        <message>
            <source>Cancelled: %1</source>
            <translation>已取消：%1</translation>
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
        <message>
            <source>Cannot run a command over SSH: %1.</source>
            <translation>无法通过 SSH 运行命令：%1。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::SshHostProvider</name>
        <message>
            <source>Give the host name or address of the machine.</source>
            <translation>请填写机器的主机名或地址。</translation>
        </message>
        <message>
            <source>The port %1 is not between 1 and 65535.</source>
            <translation>端口 %1 不在 1 到 65535 之间。</translation>
        </message>
        <message>
            <source>Give the user to log in as (often root).</source>
            <translation>请填写登录用户名（通常是 root）。</translation>
        </message>
        <message>
            <source>The key file %1 does not exist or cannot be read.</source>
            <translation>密钥文件 %1 不存在或无法读取。</translation>
        </message>
        <message>
            <source>Prices are in USD or CNY, not "%1".</source>
            <translation>价格币种只能是 USD 或 CNY，不能是“%1”。</translation>
        </message>
        <message>
            <source>The price per hour cannot be negative.</source>
            <translation>每小时价格不能为负数。</translation>
        </message>
        <message>
            <source>host does not answer on port %1</source>
            <translation>主机的 %1 端口没有响应</translation>
        </message>
        <message>
            <source>the host name %1 cannot be resolved</source>
            <translation>无法解析主机名 %1</translation>
        </message>
        <message>
            <source>An SSH host is added, not rented: use Add SSH host (rentdeck-cli add-host "ssh -p PORT user@host").</source>
            <translation>SSH 主机是添加的，不是租用的：请使用“添加 SSH 主机”（rentdeck-cli add-host "ssh -p PORT user@host"）。</translation>
        </message>
        <message>
            <source>RentDeck cannot power an SSH host on or off; stop or release it in your provider's console.</source>
            <translation>RentDeck 无法开关 SSH 主机；请在服务商的控制台中停止或释放它。</translation>
        </message>
        <message>
            <source>%1@%2:%3 is already added as sshhost:%4.</source>
            <translation>%1@%2:%3 已添加为 sshhost:%4。</translation>
        </message>
        <message>
            <source>This build cannot log in with a password yet; add a key to the machine (ssh-copy-id) and use it instead.</source>
            <translation>此版本暂不支持密码登录；请为该机器添加密钥（ssh-copy-id），改用密钥登录。</translation>
        </message>
        <message>
            <source>logging in to %1@%2:%3</source>
            <translation>正在登录 %1@%2:%3</translation>
        </message>
        <message>
            <source>warning: no keychain is available, so the password is kept only until RentDeck exits</source>
            <translation>警告：没有可用的钥匙串，密码只会保留到 RentDeck 退出为止</translation>
        </message>
        <message>
            <source>trusted the host key of %1:%2 on first use: %3</source>
            <translation>已按“首次使用即信任”记录 %1:%2 的主机密钥：%3</translation>
        </message>
        <message>
            <source>your provider</source>
            <translation>你的服务商</translation>
        </message>
        <message>
            <source>Forgot sshhost:%1 (%2@%3:%4). The machine itself was not touched: it keeps running, and billing, until you stop or release it at %5.</source>
            <translation>已移除 sshhost:%1（%2@%3:%4）。机器本身未受影响：它会继续运行并计费，直到你在%5处停止或释放它。</translation>
        </message>
        <message>
            <source>Stop is not available: RentDeck cannot power an SSH host on or off. Stop or release it in your provider's console; destroy only forgets it here.</source>
            <translation>无法停止：RentDeck 不能为 SSH 主机开关机。请在服务商的控制台中停止或释放它；在这里销毁只是忘记该主机。</translation>
        </message>
        <message>
            <source>Whatever your provider charges; RentDeck only knows the hourly price you entered.</source>
            <translation>以服务商的收费为准；RentDeck 只知道你输入的每小时价格。</translation>
        </message>
        <message>
            <source>warning: the password of %1 could not be kept (%2); give it again with RENTDECK_SSH_PASSWORD or in the window when connecting</source>
            <translation>警告：无法保存 %1 的密码（%2）；请通过 RENTDECK_SSH_PASSWORD 或在连接时于窗口中再次提供</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::SshHostStore</name>
        <message>
            <source>Could not create the folder %1.</source>
            <translation>无法创建文件夹 %1。</translation>
        </message>
        <message>
            <source>Could not save the SSH host in %1.</source>
            <translation>无法将 SSH 主机保存到 %1。</translation>
        </message>
        <message>
            <source>There is no SSH host "%1".</source>
            <translation>没有名为“%1”的 SSH 主机。</translation>
        </message>
        <message>
            <source>The record of SSH host %1 is unreadable (%2).</source>
            <translation>SSH 主机 %1 的记录无法读取（%2）。</translation>
        </message>
        <message>
            <source>Could not remove %1: %2</source>
            <translation>无法删除 %1：%2</translation>
        </message>
        <message>
            <source>Another RentDeck is holding the SSH hosts lock; try again.</source>
            <translation>另一个 RentDeck 正占用 SSH 主机锁，请重试。</translation>
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
        <message>
            <source>The public half of RentDeck's SSH key is missing (%1): %2. Delete %3 and RentDeck makes a new pair; instances launched with the old key need it added again.</source>
            <translation>RentDeck 的 SSH 密钥缺少公钥部分（%1）：%2。请删除 %3，RentDeck 会生成一对新密钥；用旧密钥启动的实例需要重新添加新公钥。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::SshPortForward</name>
        <message>
            <source>Could not listen on 127.0.0.1: %1</source>
            <translation>无法在 127.0.0.1 上监听：%1</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::SshSession</name>
        <message>
            <source>Cannot connect over SSH: the instance has no SSH address yet.</source>
            <translation>无法通过 SSH 连接：该实例还没有 SSH 地址。</translation>
        </message>
        <message>
            <source>Connecting to %1…</source>
            <translation>正在连接 %1…</translation>
        </message>
        <message>
            <source>Disconnected from %1.</source>
            <translation>已断开与 %1 的连接。</translation>
        </message>
        <message>
            <source>The SSH session to %1 failed.</source>
            <translation>与 %1 的 SSH 会话失败。</translation>
        </message>
        <message>
            <source>Connected to %1.</source>
            <translation>已连接到 %1。</translation>
        </message>
        <message>
            <source>Could not watch the SSH connection to %1.</source>
            <translation>无法监视与 %1 的 SSH 连接。</translation>
        </message>
        <message>
            <source>Reconnected to %1.</source>
            <translation>已重新连接到 %1。</translation>
        </message>
        <message>
            <source>Reconnect attempt %1 failed: %2</source>
            <translation>第 %1 次重连失败：%2</translation>
        </message>
        <message>
            <source>the server closed the connection</source>
            <translation>服务器关闭了连接</translation>
        </message>
        <message>
            <source>the connection dropped</source>
            <translation>连接中断</translation>
        </message>
        <message>
            <source>Connection to %1 lost (%2); reconnecting…</source>
            <translation>与 %1 的连接已断开（%2），正在重新连接…</translation>
        </message>
        <message>
            <source>The connection to %1 was lost (%2). Commands that were running did not finish; run them again once the session is back.</source>
            <translation>与 %1 的连接已断开（%2）。正在运行的命令没有完成；会话恢复后请重新运行。</translation>
        </message>
        <message>
            <source>%1 on %2: %3</source>
            <translation>%1（%2）：%3</translation>
        </message>
        <message>
            <source>Could not create an SSH channel</source>
            <translation>无法创建 SSH 通道</translation>
        </message>
        <message>
            <source>Forwarding to %1:%2 was refused (is anything listening there on the instance?)</source>
            <translation>转发到 %1:%2 被拒绝（实例上是否有程序在监听该端口？）</translation>
        </message>
        <message>
            <source>Could not open an SSH channel</source>
            <translation>无法打开 SSH 通道</translation>
        </message>
        <message>
            <source>The server refused to run the command</source>
            <translation>服务器拒绝执行命令</translation>
        </message>
        <message>
            <source>The server refused to open a terminal</source>
            <translation>服务器拒绝打开终端</translation>
        </message>
        <message>
            <source>Could not send data</source>
            <translation>无法发送数据</translation>
        </message>
        <message>
            <source>Could not read from the channel</source>
            <translation>无法从通道读取数据</translation>
        </message>
        <message>
            <source>Cannot connect over SSH: %1.</source>
            <translation>无法通过 SSH 连接：%1。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::StartJobDialog</name>
        <message>
            <source>&amp;Recover automatically when the machine is lost</source>
            <translation>机器丢失时自动恢复(&amp;R)</translation>
        </message>
        <message>
            <source>Start a job</source>
            <translation>启动任务</translation>
        </message>
        <message>
            <source>python train.py --resume-from ckpt</source>
            <translation>python train.py --resume-from ckpt</translation>
        </message>
        <message>
            <source>rentdeck-jobs/ID below the home</source>
            <translation>家目录下的 rentdeck-jobs/编号</translation>
        </message>
        <message>
            <source>nothing to push</source>
            <translation>不推送</translation>
        </message>
        <message>
            <source>no checkpoints</source>
            <translation>不使用检查点</translation>
        </message>
        <message>
            <source>nothing to pull</source>
            <translation>不取回</translation>
        </message>
        <message>
            <source>a folder on this computer</source>
            <translation>本机上的目录</translation>
        </message>
        <message>
            <source> min</source>
            <translation> 分钟</translation>
        </message>
        <message>
            <source>Keep it running</source>
            <translation>保持运行</translation>
        </message>
        <message>
            <source>Stop it</source>
            <translation>停止实例</translation>
        </message>
        <message>
            <source>Destroy it (after the outputs are pulled and verified)</source>
            <translation>销毁实例（在输出取回并校验之后）</translation>
        </message>
        <message>
            <source>its own price</source>
            <translation>与原价相同</translation>
        </message>
        <message>
            <source>&amp;Instance:</source>
            <translation>实例(&amp;I)：</translation>
        </message>
        <message>
            <source>&amp;Command:</source>
            <translation>命令(&amp;C)：</translation>
        </message>
        <message>
            <source>&amp;Working folder:</source>
            <translation>工作目录(&amp;W)：</translation>
        </message>
        <message>
            <source>&amp;Push first:</source>
            <translation>先推送(&amp;P)：</translation>
        </message>
        <message>
            <source>Check&amp;points:</source>
            <translation>检查点(&amp;P)：</translation>
        </message>
        <message>
            <source>Pull a checkpoint &amp;every:</source>
            <translation>检查点取回间隔(&amp;E)：</translation>
        </message>
        <message>
            <source>&amp;Keep here:</source>
            <translation>本地保留(&amp;K)：</translation>
        </message>
        <message>
            <source>&amp;Outputs:</source>
            <translation>输出(&amp;O)：</translation>
        </message>
        <message>
            <source>Pull outputs &amp;to:</source>
            <translation>输出取回到(&amp;T)：</translation>
        </message>
        <message>
            <source>When it &amp;succeeds:</source>
            <translation>成功后(&amp;S)：</translation>
        </message>
        <message>
            <source>Replacement up to (per hour):</source>
            <translation>替代机器每小时最多：</translation>
        </message>
        <message>
            <source>Your command should resume from the newest checkpoint in the checkpoint folder when there is one, else start at step 0; write each checkpoint under a temporary name and rename it into place. RentDeck pulls only complete ones.</source>
            <translation>你的命令应在检查点目录中有检查点时从最新的一个继续，否则从第 0 步开始；每个检查点先写成临时文件名再重命名。RentDeck 只取回完整的检查点。</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>浏览…</translation>
        </message>
        <message>
            <source>Choose a folder</source>
            <translation>选择目录</translation>
        </message>
        <message>
            <source>Type the command to run.</source>
            <translation>请输入要运行的命令。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::StillBillingPanel</name>
        <message>
            <source>Still billing</source>
            <translation>仍在计费</translation>
        </message>
        <message>
            <source>Delete…</source>
            <translation>删除…</translation>
        </message>
        <message>
            <source>Check again</source>
            <translation>重新检查</translation>
        </message>
        <message>
            <source>Could not delete %1</source>
            <translation>无法删除 %1</translation>
        </message>
        <message>
            <source>Not checked: %1</source>
            <translation>未检查：%1</translation>
        </message>
        <message>
            <source>A stopped instance's disk goes when the instance is destroyed: destroy it in the list above, after pulling back what you need.</source>
            <translation>已停止实例的磁盘会在实例销毁时释放：请先取回需要的数据，再在上方列表中销毁该实例。</translation>
        </message>
        <message>
            <source>Deletes it at the provider, with everything on it.</source>
            <translation>在服务商处删除它，连同其中的全部数据。</translation>
        </message>
        <message>
            <source>Delete %1</source>
            <translation>删除 %1</translation>
        </message>
        <message>
            <source>Delete %1 for good? Everything stored on it is lost; no instance can use it afterwards. This cannot be undone.</source>
            <translation>永久删除 %1？其中存储的一切都会丢失，之后任何实例都无法再使用它。此操作无法撤销。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::SyncHistory</name>
        <message>
            <source>The ledger is not open, so saved syncs and their history are off.</source>
            <translation>账本未打开，已保存的同步及其历史记录不可用。</translation>
        </message>
        <message>
            <source>A saved sync needs an instance, a local folder and a remote folder.</source>
            <translation>保存同步需要指定实例、本地文件夹和远程文件夹。</translation>
        </message>
        <message>
            <source>Cannot save the sync %1 in the ledger %2.</source>
            <translation>无法将同步 %1 保存到账本 %2。</translation>
        </message>
        <message>
            <source>The sync %1 is already saved.</source>
            <translation>同步 %1 已保存过。</translation>
        </message>
        <message>
            <source>The saved sync %1 no longer exists.</source>
            <translation>已保存的同步 %1 已不存在。</translation>
        </message>
        <message>
            <source>Cannot remove a saved sync from the ledger %1.</source>
            <translation>无法从账本 %1 中删除已保存的同步。</translation>
        </message>
        <message>
            <source>That saved sync no longer exists.</source>
            <translation>该已保存的同步已不存在。</translation>
        </message>
        <message>
            <source>Cannot record the sync with %1 in the ledger %2.</source>
            <translation>无法在账本 %2 中记录与 %1 的同步。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::SyncJob</name>
        <message>
            <source>Another sync of %1 is running; wait for it to finish.</source>
            <translation>%1 的另一个同步正在进行，请等待它完成。</translation>
        </message>
        <message>
            <source>Sending %1 to %2…</source>
            <translation>正在推送 %1 到 %2…</translation>
        </message>
        <message>
            <source>Fetching %1 into %2…</source>
            <translation>正在拉取 %1 到 %2…</translation>
        </message>
        <message>
            <source>Cancelled. Partly sent files are kept, so running the sync again resumes.</source>
            <translation>已取消。已部分发送的文件会保留，再次同步即可继续。</translation>
        </message>
        <message>
            <source>No SSH session to verify the remote side with.</source>
            <translation>没有可用于校验远程端的 SSH 会话。</translation>
        </message>
        <message>
            <source>Verifying both sides by SHA-256…</source>
            <translation>正在用 SHA-256 校验两端…</translation>
        </message>
        <message numerus="yes">
            <source>%n file(s) still differ after re-sending them by checksum.</source>
            <translation>
                <numerusform>按校验和重新发送后，仍有 %n 个文件不一致。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Re-sending %n file(s) that differ…</source>
            <translation>
                <numerusform>正在重新发送 %n 个不一致的文件…</numerusform>
            </translation>
        </message>
        <message>
            <source>Verified.</source>
            <translation>已校验。</translation>
        </message>
        <message>
            <source>Transferred (not verified).</source>
            <translation>已传输（未校验）。</translation>
        </message>
        <message>
            <source>rsync is not available (%1) Sending over SFTP instead…</source>
            <translation>rsync 不可用（%1），改用 SFTP 传输…</translation>
        </message>
        <message>
            <source>Connection is back: resuming the transfer…</source>
            <translation>连接已恢复：正在继续传输…</translation>
        </message>
        <message>
            <source>The connection to the instance dropped. Resuming by itself when it answers again (attempt %1)…</source>
            <translation>与实例的连接已中断。实例恢复响应后将自动继续（第 %1 次尝试）…</translation>
        </message>
        <message>
            <source>Cannot create the sync lock %1, so the sync did not start.</source>
            <translation>无法创建同步锁文件 %1，同步未开始。</translation>
        </message>
        <message numerus="yes">
            <source>Removing %n temporary file(s) the interrupted transfer left behind…</source>
            <translation>
                <numerusform>正在删除中断的传输留下的 %n 个临时文件…</numerusform>
            </translation>
        </message>
        <message>
            <source>The sync failed.</source>
            <translation>同步失败。</translation>
        </message>
        <message>
            <source>Verified: neither side changed since the SHA-256 verification of %1.</source>
            <translation>已校验：自 %1 的 SHA-256 校验以来两端均未改变。</translation>
        </message>
        <message>
            <source>Checking whether either side changed since the last verification…</source>
            <translation>正在检查自上次校验以来两端是否有改动…</translation>
        </message>
        <message>
            <source>Verifying both sides by SHA-256… %1 s: %2 of %3 files hashed here, %4 of %5 on the instance.</source>
            <translation>正在用 SHA-256 校验两端… %1 秒：本地已哈希 %2/%3 个文件，实例上 %4/%5 个。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::SyncPair</name>
        <message>
            <source>pull %1 → %2</source>
            <translation>拉取 %1 → %2</translation>
        </message>
        <message>
            <source>push %1 → %2</source>
            <translation>推送 %1 → %2</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::SyncPairForm</name>
        <message>
            <source>&amp;Browse…</source>
            <translation>浏览(&amp;B)…</translation>
        </message>
        <message>
            <source>&amp;Delete extra files on the destination</source>
            <translation>删除目标端多余的文件(&amp;D)</translation>
        </message>
        <message>
            <source>Push: local → instance</source>
            <translation>推送：本地 → 实例</translation>
        </message>
        <message>
            <source>Pull: instance → local</source>
            <translation>拉取：实例 → 本地</translation>
        </message>
        <message>
            <source>A folder on this computer</source>
            <translation>本机上的文件夹</translation>
        </message>
        <message>
            <source>Relative to the instance's home, e.g. data</source>
            <translation>相对于实例主目录，例如 data</translation>
        </message>
        <message>
            <source>Patterns separated by spaces, e.g. *.ckpt __pycache__ .git</source>
            <translation>以空格分隔的匹配模式，例如 *.ckpt __pycache__ .git</translation>
        </message>
        <message>
            <source>Removes files on the destination that the source does not have.</source>
            <translation>删除目标端有而源端没有的文件。</translation>
        </message>
        <message>
            <source>D&amp;irection:</source>
            <translation>方向(&amp;I)：</translation>
        </message>
        <message>
            <source>&amp;Local folder:</source>
            <translation>本地文件夹(&amp;L)：</translation>
        </message>
        <message>
            <source>Re&amp;mote folder:</source>
            <translation>远程文件夹(&amp;M)：</translation>
        </message>
        <message>
            <source>E&amp;xclude:</source>
            <translation>排除(&amp;X)：</translation>
        </message>
        <message>
            <source>Choose the local folder</source>
            <translation>选择本地文件夹</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::SyncPairList</name>
        <message>
            <source>&amp;Save pair</source>
            <translation>保存同步对(&amp;S)</translation>
        </message>
        <message>
            <source>Remo&amp;ve</source>
            <translation>移除(&amp;V)</translation>
        </message>
        <message>
            <source>No saved syncs for this instance. Fill in the form and press Save pair to keep it.</source>
            <translation>该实例还没有已保存的同步。填写表单后点击“保存同步对”即可保存。</translation>
        </message>
        <message>
            <source>Keeps the folders and options of the form for this instance.</source>
            <translation>为该实例保存表单中的文件夹和选项。</translation>
        </message>
        <message>
            <source>Forgets the selected pair; its past runs stay in the history.</source>
            <translation>移除所选同步对；它以往的运行记录仍保留在历史记录中。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::SyncPairModel</name>
        <message>
            <source>Pull: instance → local</source>
            <translation>拉取：实例 → 本地</translation>
        </message>
        <message>
            <source>Push: local → instance</source>
            <translation>推送：本地 → 实例</translation>
        </message>
        <message>
            <source>Local folder: %1</source>
            <translation>本地文件夹：%1</translation>
        </message>
        <message>
            <source>Remote folder: %1</source>
            <translation>远程文件夹：%1</translation>
        </message>
        <message>
            <source>Exclude: %1</source>
            <translation>排除：%1</translation>
        </message>
        <message>
            <source>Deletes extra files on the destination</source>
            <translation>删除目标端多余的文件</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::SyncRunModel</name>
        <message>
            <source>verified</source>
            <translation>已校验</translation>
        </message>
        <message>
            <source>not verified</source>
            <translation>未校验</translation>
        </message>
        <message>
            <source>failed</source>
            <translation>失败</translation>
        </message>
        <message>
            <source>failed: %1</source>
            <translation>失败：%1</translation>
        </message>
        <message>
            <source>%1 s</source>
            <translation>%1 秒</translation>
        </message>
        <message>
            <source>pull</source>
            <translation>拉取</translation>
        </message>
        <message>
            <source>push</source>
            <translation>推送</translation>
        </message>
        <message>
            <source>%1 ← %2</source>
            <translation>%1 ← %2</translation>
        </message>
        <message>
            <source>%1 → %2</source>
            <translation>%1 → %2</translation>
        </message>
        <message>
            <source>%1 missing, %2 different, %3 extra on the destination</source>
            <translation>目标端缺失 %1 个、内容不同 %2 个、多余 %3 个</translation>
        </message>
        <message>
            <source>Local folder: %1</source>
            <translation>本地文件夹：%1</translation>
        </message>
        <message>
            <source>Remote folder: %1</source>
            <translation>远程文件夹：%1</translation>
        </message>
        <message>
            <source>Transport: %1</source>
            <translation>传输方式：%1</translation>
        </message>
        <message>
            <source>Started</source>
            <translation>开始时间</translation>
        </message>
        <message>
            <source>Direction</source>
            <translation>方向</translation>
        </message>
        <message>
            <source>Local ↔ Remote</source>
            <translation>本地 ↔ 远程</translation>
        </message>
        <message>
            <source>Bytes</source>
            <translation>数据量</translation>
        </message>
        <message>
            <source>Files</source>
            <translation>文件数</translation>
        </message>
        <message>
            <source>Duration</source>
            <translation>用时</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>结果</translation>
        </message>
        <message>
            <source>pull (SFTP)</source>
            <translation>拉取（SFTP）</translation>
        </message>
        <message>
            <source>push (SFTP)</source>
            <translation>推送（SFTP）</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::SyncStatusPanel</name>
        <message>
            <source>%1 MB/s</source>
            <translation>%1 MB/s</translation>
        </message>
        <message>
            <source>ETA %1</source>
            <translation>剩余 %1</translation>
        </message>
        <message>
            <source>%1 of %2 files</source>
            <translation>%1 / %2 个文件</translation>
        </message>
        <message>
            <source>%1 sent in %2 s (%3 MB/s)</source>
            <translation>%2 秒内发送了 %1（%3 MB/s）</translation>
        </message>
        <message>
            <source>%1 sent in %2 s</source>
            <translation>%2 秒内发送了 %1</translation>
        </message>
        <message>
            <source>Verified: %1 files, %2 MB identical on both sides (%3 re-sent)</source>
            <translation>已校验：%1 个文件、%2 MB 两端一致（重新发送 %3 个）</translation>
        </message>
        <message>
            <source>%1 extra files on the destination were kept (Delete extra files is off).</source>
            <translation>目标端的 %1 个多余文件已保留（未勾选“删除目标端多余的文件”）。</translation>
        </message>
        <message>
            <source>Verified in %1 s.</source>
            <translation>校验完成，用时 %1 秒。</translation>
        </message>
        <message>
            <source>Transferred, not verified.</source>
            <translation>已传输，未校验。</translation>
        </message>
        <message>
            <source>Cancelled. Partly sent files are kept: run again to resume.</source>
            <translation>已取消。已部分发送的文件会保留：再次运行即可继续。</translation>
        </message>
        <message>
            <source>Not verified: %1</source>
            <translation>未通过校验：%1</translation>
        </message>
        <message>
            <source>Stopped after %1 s.</source>
            <translation>已在 %1 秒后停止。</translation>
        </message>
        <message>
            <source>Missing on the destination: %1</source>
            <translation>目标端缺失：%1</translation>
        </message>
        <message>
            <source>Different content: %1</source>
            <translation>内容不同：%1</translation>
        </message>
        <message>
            <source>Extra on the destination: %1</source>
            <translation>目标端多余：%1</translation>
        </message>
        <message>
            <source>Neither side changed since the SHA-256 verification of %1, so nothing needed sending.</source>
            <translation>自 %1 的 SHA-256 校验以来两端均未改变，因此无需发送任何内容。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::SyncView</name>
        <message>
            <source>&amp;Run sync</source>
            <translation>开始同步(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Cancel</source>
            <translation>取消(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Instance:</source>
            <translation>实例(&amp;I)：</translation>
        </message>
        <message>
            <source>No running instance. Launch one from the Offers tab to sync files with it.</source>
            <translation>没有运行中的实例。请在“报价”页启动一个，即可与它同步文件。</translation>
        </message>
        <message>
            <source>No running instance.</source>
            <translation>没有运行中的实例。</translation>
        </message>
        <message>
            <source>%1 is not running.</source>
            <translation>%1 未在运行。</translation>
        </message>
        <message>
            <source>%1 is not a folder on this computer.</source>
            <translation>%1 不是本机上的文件夹。</translation>
        </message>
        <message>
            <source>Cannot reach %1: %2</source>
            <translation>无法访问 %1：%2</translation>
        </message>
        <message>
            <source>Saved pairs</source>
            <translation>已保存的同步对</translation>
        </message>
        <message>
            <source>Sync</source>
            <translation>同步</translation>
        </message>
        <message>
            <source>History</source>
            <translation>历史记录</translation>
        </message>
        <message>
            <source>Copy with rsync, then verify every file by SHA-256 (Ctrl+Enter).</source>
            <translation>用 rsync 复制，然后按 SHA-256 校验每个文件（Ctrl+Enter）。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::TeamAdmin</name>
        <message>
            <source>The role in the address needs the right to create roles (CREATEROLE) and to create tables in the database (its owner, or a superuser).</source>
            <translation>地址中的角色需要有创建角色（CREATEROLE）以及在该数据库中建表的权限（数据库所有者或超级用户）。</translation>
        </message>
        <message>
            <source>Cannot set up the team in %1.</source>
            <translation>无法在 %1 中创建团队。</translation>
        </message>
        <message>
            <source>Cannot add the admin to the team.</source>
            <translation>无法把管理员加入团队。</translation>
        </message>
        <message>
            <source>"%1" cannot be a member name: use lower-case letters, digits and _, starting with a letter (at most 48).</source>
            <translation>“%1”不能作为成员名：请使用小写字母、数字和 _，以字母开头（最多 48 个字符）。</translation>
        </message>
        <message>
            <source>The server already has a role named %1 that is not in this team; pick another name.</source>
            <translation>服务器上已有名为 %1 的角色且不属于本团队；请换一个名字。</translation>
        </message>
        <message>
            <source>Cannot invite %1.</source>
            <translation>无法邀请 %1。</translation>
        </message>
        <message>
            <source>Cannot add %1 to the team.</source>
            <translation>无法把 %1 加入团队。</translation>
        </message>
        <message>
            <source>Cannot mark you as gone from the team.</source>
            <translation>无法把你标记为已离开团队。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::TeamDialog</name>
        <message>
            <source>&amp;Join</source>
            <translation>加入(&amp;J)</translation>
        </message>
        <message>
            <source>&amp;Create the team here…</source>
            <translation>在此创建团队(&amp;C)…</translation>
        </message>
        <message>
            <source>Admin (may invite and correct every row)</source>
            <translation>管理员（可以邀请成员并修正任何记录）</translation>
        </message>
        <message>
            <source>&amp;Invite</source>
            <translation>邀请(&amp;I)</translation>
        </message>
        <message>
            <source>&amp;Leave the team…</source>
            <translation>离开团队(&amp;L)…</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>团队</translation>
        </message>
        <message>
            <source>name, e.g. alice</source>
            <translation>名称，例如 alice</translation>
        </message>
        <message>
            <source>the new member's address appears here, once</source>
            <translation>新成员的地址会在这里显示，仅此一次</translation>
        </message>
        <message>
            <source>Join a team</source>
            <translation>加入团队</translation>
        </message>
        <message>
            <source>Paste the address your team's admin sent you. A team shares one PostgreSQL database; API keys, passwords and private keys never go there.</source>
            <translation>粘贴团队管理员发给你的地址。团队共用一个 PostgreSQL 数据库；API 密钥、密码和私钥永远不会存到那里。</translation>
        </message>
        <message>
            <source>Invite (admins)</source>
            <translation>邀请（管理员）</translation>
        </message>
        <message>
            <source>Member:</source>
            <translation>成员：</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>复制</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>地址：</translation>
        </message>
        <message>
            <source>This RentDeck is in no team: its ledger stays on this computer.</source>
            <translation>此 RentDeck 不属于任何团队：账本只保存在本机。</translation>
        </message>
        <message>
            <source>Team %1 as %2: %3</source>
            <translation>团队 %1，身份 %2：%3</translation>
        </message>
        <message numerus="yes">
            <source>Team %1 as %2. The database does not answer since %3; %n write(s) wait here.</source>
            <translation>
                <numerusform>团队 %1，身份 %2。数据库自 %3 起无应答；有 %n 条写入在本机等待。</numerusform>
            </translation>
        </message>
        <message>
            <source>Team %1 as %2 (%3). Everything is shared.</source>
            <translation>团队 %1，身份 %2（%3）。所有内容都已共享。</translation>
        </message>
        <message>
            <source>The address has no password: paste the whole address your admin sent.</source>
            <translation>地址中没有密码：请粘贴管理员发来的完整地址。</translation>
        </message>
        <message>
            <source>Creating the team in %1…</source>
            <translation>正在 %1 中创建团队…</translation>
        </message>
        <message>
            <source>Joining %1…</source>
            <translation>正在加入 %1…</translation>
        </message>
        <message>
            <source>Joined. The password is in the system keychain.</source>
            <translation>已加入。密码已保存到系统钥匙串。</translation>
        </message>
        <message>
            <source>Joined. There is no keychain here: the password lasts until RentDeck quits (set RENTDECK_TEAM_PASSWORD to keep it).</source>
            <translation>已加入。本机没有钥匙串：密码只保留到 RentDeck 退出（设置 RENTDECK_TEAM_PASSWORD 可长期保留）。</translation>
        </message>
        <message>
            <source>Inviting %1…</source>
            <translation>正在邀请 %1…</translation>
        </message>
        <message>
            <source>Send this address to %1 over a private channel: it holds their password and is shown only now.</source>
            <translation>请通过私密渠道把这个地址发给 %1：其中包含对方的密码，并且只在此时显示。</translation>
        </message>
        <message>
            <source>Leave the team</source>
            <translation>离开团队</translation>
        </message>
        <message>
            <source>Leave team %1? What you recorded stays in the team's history; this computer forgets the address and the password.</source>
            <translation>离开团队 %1？你记录的内容会保留在团队历史中；本机会忘记团队地址和密码。</translation>
        </message>
        <message>
            <source>Leaving %1…</source>
            <translation>正在离开 %1…</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::TeamInstanceModel</name>
        <message numerus="yes">
            <source>idle for %n min</source>
            <translation>
                <numerusform>已闲置 %n 分钟</numerusform>
            </translation>
        </message>
        <message>
            <source>GPU %1 %</source>
            <translation>GPU %1 %</translation>
        </message>
        <message>
            <source>%1 (you)</source>
            <translation>%1（你）</translation>
        </message>
        <message>
            <source>%1/h</source>
            <translation>%1/小时</translation>
        </message>
        <message>
            <source>Every GPU of it has been under 5 % since %1. Only %2 can stop it (their provider account).</source>
            <translation>它的所有 GPU 自 %1 起都低于 5 %。只有 %2 能停止它（需要其服务商账户）。</translation>
        </message>
        <message>
            <source>Member</source>
            <translation>成员</translation>
        </message>
        <message>
            <source>Instance</source>
            <translation>实例</translation>
        </message>
        <message>
            <source>Project</source>
            <translation>项目</translation>
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
            <source>So far</source>
            <translation>已花费</translation>
        </message>
        <message>
            <source>Spending</source>
            <translation>花费速率</translation>
        </message>
        <message>
            <source>GPU use</source>
            <translation>GPU 利用</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::TeamPublisher</name>
        <message>
            <source>The team database refused this ledger (is this member still in the team?).</source>
            <translation>团队数据库拒绝了此账本（该成员是否仍在团队中？）。</translation>
        </message>
        <message>
            <source>Cannot write to the team database.</source>
            <translation>无法写入团队数据库。</translation>
        </message>
        <message>
            <source>%1 has events but no launch record.</source>
            <translation>%1 有事件记录，但没有启动记录。</translation>
        </message>
        <message>
            <source>Cannot send %1 to the team.</source>
            <translation>无法把 %1 发送到团队。</translation>
        </message>
        <message>
            <source>Cannot send the project of %1 to the team.</source>
            <translation>无法把 %1 的项目发送给团队。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::TeamService</name>
        <message>
            <source>No password for the team database %1 is stored here (%2): join again with the address your admin gave you, or set RENTDECK_TEAM_PASSWORD.</source>
            <translation>本机没有保存团队数据库 %1 的密码（%2）：请用管理员给你的地址重新加入，或设置 RENTDECK_TEAM_PASSWORD。</translation>
        </message>
        <message>
            <source>none saved</source>
            <translation>未保存</translation>
        </message>
        <message>
            <source>%1 is not a member of the team in %2; ask its admin to invite you.</source>
            <translation>%1 不是 %2 中团队的成员；请让管理员邀请你。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::TeamSyncState</name>
        <message>
            <source>The ledger is not open, so nothing can be shared with the team.</source>
            <translation>账本未打开，无法与团队共享任何内容。</translation>
        </message>
        <message>
            <source>Cannot record how far the team has your ledger.</source>
            <translation>无法记录团队已同步到你账本的哪一处。</translation>
        </message>
        <message>
            <source>Cannot forget the team.</source>
            <translation>无法移除团队信息。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::TeammatesPanel</name>
        <message>
            <source>Team</source>
            <translation>团队</translation>
        </message>
        <message>
            <source>Team %1</source>
            <translation>团队 %1</translation>
        </message>
        <message numerus="yes">
            <source>The team database does not answer (since %1); %n write(s) wait here and go when it is back.</source>
            <translation>
                <numerusform>团队数据库无应答（自 %1 起）；有 %n 条写入在本机等待，恢复后发送。</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing of the team's runs now.</source>
            <translation>团队目前没有正在运行的实例。</translation>
        </message>
        <message>
            <source>The team spends %1 now.</source>
            <translation>团队目前的花费速率为 %1。</translation>
        </message>
        <message>
            <source>Only a machine's owner can stop it (their provider account): ask them, or see the GPU use column.</source>
            <translation>只有机器的主人才能停止它（需要其服务商账户）：请联系对方，或查看 GPU 利用一列。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::TerminalConnector</name>
        <message>
            <source>Connecting to %1…</source>
            <translation>正在连接 %1…</translation>
        </message>
        <message>
            <source>Reconnecting… %1</source>
            <translation>正在重新连接… %1</translation>
        </message>
        <message>
            <source>Disconnected.</source>
            <translation>已断开连接。</translation>
        </message>
        <message>
            <source>Reconnecting…</source>
            <translation>正在重新连接…</translation>
        </message>
        <message>
            <source>The shell has ended. Close this tab, or open a new terminal.</source>
            <translation>Shell 已结束。请关闭此标签页，或打开新的终端。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::TerminalTab</name>
        <message>
            <source>Copy</source>
            <translation>复制</translation>
        </message>
        <message>
            <source>Copy the selected text (Ctrl+Shift+C)</source>
            <translation>复制选中的文本（Ctrl+Shift+C）</translation>
        </message>
        <message>
            <source>Paste</source>
            <translation>粘贴</translation>
        </message>
        <message>
            <source>Paste the clipboard into the terminal (Ctrl+Shift+V)</source>
            <translation>将剪贴板内容粘贴到终端（Ctrl+Shift+V）</translation>
        </message>
        <message>
            <source>Copy ssh command</source>
            <translation>复制 ssh 命令</translation>
        </message>
        <message>
            <source>Copy the ssh command that connects to this machine</source>
            <translation>复制连接这台机器的 ssh 命令</translation>
        </message>
        <message>
            <source>Open in system terminal</source>
            <translation>在系统终端中打开</translation>
        </message>
        <message>
            <source>Open an ssh session to this machine in the system's terminal</source>
            <translation>在系统终端中打开连接这台机器的 ssh 会话</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::TerminalWidget</name>
        <message numerus="yes">
            <source>Paste %n lines?</source>
            <translation>
                <numerusform>粘贴 %n 行？</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The clipboard holds %n lines, and a shell may run each one as a command as soon as it arrives. Paste only what you have read:

%1</source>
            <translation>
                <numerusform>剪贴板中有 %n 行，shell 可能会在每一行到达时立即将其作为命令执行。请只粘贴您已看过的内容：

%1</numerusform>
            </translation>
        </message>
        <message>
            <source>Paste</source>
            <translation>粘贴</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::TimeSeriesChart</name>
        <message>
            <source>%1: %2 %3 at %4</source>
            <translation>%1：%2 %3（%4）</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::TrayIcon</name>
        <message>
            <source>RentDeck</source>
            <translation>RentDeck</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::TrayMenu</name>
        <message>
            <source>%1 — %2/h</source>
            <translation>%1 — %2/小时</translation>
        </message>
        <message>
            <source>&amp;Show RentDeck</source>
            <translation>显示 RentDeck(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Refresh offers</source>
            <translation>刷新报价(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <source>Nothing running</source>
            <translation>无运行中的实例</translation>
        </message>
        <message>
            <source>Open &amp;terminal</source>
            <translation>打开终端(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Stop</source>
            <translation>停止(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Destroy…</source>
            <translation>销毁(&amp;D)…</translation>
        </message>
        <message numerus="yes">
            <source>Team: %n machine(s) running</source>
            <translation>
                <numerusform>团队：%n 台机器在运行</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RentDeck::TreeStateProbe</name>
        <message>
            <source>The SSH session is not connected.</source>
            <translation>SSH 会话未连接。</translation>
        </message>
        <message>
            <source>Cancelled.</source>
            <translation>已取消。</translation>
        </message>
        <message>
            <source>The local folder could not be read.</source>
            <translation>无法读取本地文件夹。</translation>
        </message>
        <message>
            <source>Cannot read %1</source>
            <translation>无法读取 %1</translation>
        </message>
        <message>
            <source>The instance has no GNU find or sha256sum to tell its tree's state.</source>
            <translation>实例上没有 GNU find 或 sha256sum，无法得出其目录树的状态。</translation>
        </message>
        <message>
            <source>Reading the state of the tree on the instance failed (exit status %1).</source>
            <translation>读取实例上目录树的状态失败（退出状态 %1）。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::VastAiJson</name>
        <message>
            <source>"%1" is not a Vast.ai offer id: they are numbers such as 4100001 (or 4100001-bid for an interruptible one); see rentdeck-cli offers --provider vastai.</source>
            <translation>“%1”不是 Vast.ai 报价 ID：报价 ID 是数字，例如 4100001（可中断报价则为 4100001-bid）；参见 rentdeck-cli offers --provider vastai。</translation>
        </message>
        <message>
            <source>interruptible: paused when outbid</source>
            <translation>可中断：被更高出价超过时会暂停</translation>
        </message>
        <message>
            <source>unverified host</source>
            <translation>未验证的主机</translation>
        </message>
        <message>
            <source>Vast.ai answered the offer search with malformed JSON (%1).</source>
            <translation>Vast.ai 对报价搜索返回了格式错误的 JSON（%1）。</translation>
        </message>
        <message>
            <source>Vast.ai answered the offer search without an "offers" list; try again later.</source>
            <translation>Vast.ai 对报价搜索的应答中没有 "offers" 列表；请稍后重试。</translation>
        </message>
        <message>
            <source>destroyed: the machine was released</source>
            <translation>已销毁：机器已释放</translation>
        </message>
        <message>
            <source>creating: waiting for the host</source>
            <translation>创建中：正在等待主机</translation>
        </message>
        <message>
            <source>loading: pulling the image and starting the container</source>
            <translation>加载中：正在拉取镜像并启动容器</translation>
        </message>
        <message>
            <source>rebooting</source>
            <translation>正在重启</translation>
        </message>
        <message>
            <source>stopping</source>
            <translation>正在停止</translation>
        </message>
        <message>
            <source>running</source>
            <translation>运行中</translation>
        </message>
        <message>
            <source>paused (frozen): memory kept, the GPU is still billed</source>
            <translation>已暂停（冻结）：内存保留，GPU 仍在计费</translation>
        </message>
        <message>
            <source>scheduling: waiting for this machine's GPUs to be free (stop it again to give up)</source>
            <translation>排队中：正在等待这台机器的 GPU 空闲（再次停止即可放弃）</translation>
        </message>
        <message>
            <source>stopped: the disk is kept and storage is still billed</source>
            <translation>已停止：磁盘保留，存储仍在计费</translation>
        </message>
        <message>
            <source>exited: the container stopped unexpectedly; destroy it and launch elsewhere</source>
            <translation>已退出：容器意外停止；请销毁它并在别处启动</translation>
        </message>
        <message>
            <source>unknown: the host stopped reporting; destroy it and launch elsewhere</source>
            <translation>未知：主机已停止报告状态；请销毁它并在别处启动</translation>
        </message>
        <message>
            <source>offline: the host is disconnected (nothing is billed while it is offline)</source>
            <translation>离线：主机已断开连接（离线期间不计费）</translation>
        </message>
        <message>
            <source>Vast.ai status "%1"</source>
            <translation>Vast.ai 状态“%1”</translation>
        </message>
        <message>
            <source>%1 (Vast.ai: %2)</source>
            <translation>%1（Vast.ai：%2）</translation>
        </message>
        <message>
            <source>Vast.ai answered the instance list with malformed JSON (%1).</source>
            <translation>Vast.ai 返回的实例列表是格式错误的 JSON（%1）。</translation>
        </message>
        <message>
            <source>not an object</source>
            <translation>不是对象</translation>
        </message>
        <message>
            <source>Vast.ai answered the instance list with "instances" of the wrong type.</source>
            <translation>Vast.ai 返回的实例列表中 "instances" 的类型错误。</translation>
        </message>
        <message>
            <source>Vast.ai accepted the rental but did not say which instance it made (no new_contract); check the console at cloud.vast.ai before launching again.</source>
            <translation>Vast.ai 接受了租用请求，但没有说明创建了哪个实例（缺少 new_contract）；请先在 cloud.vast.ai 控制台中查看，再重新启动。</translation>
        </message>
        <message>
            <source>Vast.ai answered the SSH key list in an unknown shape.</source>
            <translation>Vast.ai 返回的 SSH 密钥列表结构未知。</translation>
        </message>
        <message>
            <source>Vast.ai answered the account check without a credit or balance.</source>
            <translation>Vast.ai 对账户检查的应答中没有余额信息。</translation>
        </message>
        <message>
            <source>API key rejected by Vast.ai: check it in Settings › Accounts.</source>
            <translation>Vast.ai 拒绝了 API 密钥：请在“设置 › 账户”中检查。</translation>
        </message>
        <message>
            <source>Vast.ai: this offer was just taken, pick another.</source>
            <translation>Vast.ai：此报价刚被别人租走，请另选一个。</translation>
        </message>
        <message>
            <source>Vast.ai says the account balance is too low: add credit at cloud.vast.ai (Billing) and try again.</source>
            <translation>Vast.ai 提示账户余额不足：请在 cloud.vast.ai（Billing）充值后重试。</translation>
        </message>
        <message>
            <source>Vast.ai refused the bid: it is below the offer's current minimum; list spot offers again and retry.</source>
            <translation>Vast.ai 拒绝了出价：低于该报价当前的最低价；请重新列出竞价报价后重试。</translation>
        </message>
        <message>
            <source>Vast.ai has no such instance: it may have been destroyed already.</source>
            <translation>Vast.ai 上没有此实例：它可能已被销毁。</translation>
        </message>
        <message>
            <source>outbid: paused until your bid is the highest again; the disk is kept and billed (raise the bid, or move the job elsewhere)</source>
            <translation>出价被超过：暂停到你的出价重新成为最高为止；磁盘保留并继续计费（提高出价，或把任务转到别处）</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::VastAiLaunch</name>
        <message>
            <source>adding RentDeck's SSH key to the Vast.ai account</source>
            <translation>正在将 RentDeck 的 SSH 密钥添加到 Vast.ai 账户</translation>
        </message>
        <message>
            <source>Vast.ai: this offer was just taken, pick another.</source>
            <translation>Vast.ai：此报价刚被别人租走，请另选一个。</translation>
        </message>
        <message>
            <source>bidding $%1/h for Vast.ai offer %2</source>
            <translation>正在为 Vast.ai 报价 %2 出价 $%1/小时</translation>
        </message>
        <message>
            <source>renting Vast.ai offer %1</source>
            <translation>正在租用 Vast.ai 报价 %1</translation>
        </message>
        <message>
            <source>Vast.ai instance %1 is rented, but attaching the SSH key failed (%2); add it in the Vast.ai console if SSH is refused.</source>
            <translation>已租用 Vast.ai 实例 %1，但附加 SSH 密钥失败（%2）；如果 SSH 连接被拒绝，请在 Vast.ai 控制台中添加密钥。</translation>
        </message>
        <message>
            <source>creating: waiting for the host</source>
            <translation>创建中：正在等待主机</translation>
        </message>
        <message>
            <source>Vast.ai refused the rental (%1) but created instance %2 anyway; destroying it so that its disk does not bill</source>
            <translation>Vast.ai 拒绝了租用（%1），但仍创建了实例 %2；正在销毁它，以免其磁盘计费</translation>
        </message>
        <message>
            <source>%1 Vast.ai had created instance %2 all the same; RentDeck destroyed it, so nothing bills.</source>
            <translation>%1 Vast.ai 仍创建了实例 %2；RentDeck 已将其销毁，不会产生费用。</translation>
        </message>
        <message>
            <source>%1 Vast.ai had created instance %2 all the same, and destroying it failed (%3): it bills its disk until you run rentdeck-cli destroy vastai:%2 or remove it at cloud.vast.ai.</source>
            <translation>%1 Vast.ai 仍创建了实例 %2，且销毁失败（%3）：在你运行 rentdeck-cli destroy vastai:%2 或在 cloud.vast.ai 删除它之前，其磁盘会持续计费。</translation>
        </message>
        <message>
            <source>Vast.ai did not answer the rental in time; looking for an instance labelled %1 before giving up</source>
            <translation>Vast.ai 未及时响应租用请求；放弃前正在查找标签为 %1 的实例</translation>
        </message>
        <message>
            <source>the rental went through after all: instance %1</source>
            <translation>租用其实已成功：实例 %1</translation>
        </message>
        <message>
            <source>%1 No instance labelled %2 exists on the account, so nothing was rented; if one appears later, rentdeck-cli instances lists it.</source>
            <translation>%1 账户中不存在标签为 %2 的实例，因此没有租用任何实例；若之后出现，rentdeck-cli instances 会列出它。</translation>
        </message>
        <message>
            <source>%1 Whether an instance labelled %2 was made could not be checked (%3): look at rentdeck-cli instances before launching again.</source>
            <translation>%1 无法确认是否已创建标签为 %2 的实例（%3）：请先查看 rentdeck-cli instances 再重新启动。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::VastAiProvider</name>
        <message>
            <source>"%1" is not a Vast.ai instance id: they are numbers (see rentdeck-cli instances).</source>
            <translation>“%1”不是 Vast.ai 实例 ID：实例 ID 是数字（参见 rentdeck-cli instances）。</translation>
        </message>
        <message>
            <source>Vast.ai credit: %1</source>
            <translation>Vast.ai 余额：%1</translation>
        </message>
        <message>
            <source>Vast.ai needs at least %1 GB of disk; ask for more with --disk.</source>
            <translation>Vast.ai 至少需要 %1 GB 磁盘；请用 --disk 指定更大的磁盘。</translation>
        </message>
        <message>
            <source>Stop halts the container and frees the GPU; the disk and its data are kept. Resuming needs the same GPUs on the same machine: if someone else rented them, the instance waits ("scheduling") until they are free.</source>
            <translation>停止会暂停容器并释放 GPU；磁盘及其数据保留。恢复需要同一台机器上的同一批 GPU：如果已被他人租用，实例会一直等待（“scheduling”）直到它们空闲。</translation>
        </message>
        <message>
            <source>Storage keeps billing per second at the host's rate (often higher while stopped) until you destroy the instance; bandwidth is billed in any state. Nothing is billed while the host is offline.</source>
            <translation>存储会按主机的费率继续按秒计费（停止时往往更高），直到你销毁实例；带宽在任何状态下都计费。主机离线期间不计费。</translation>
        </message>
        <message>
            <source>"%1" is not a Vast.ai volume id: they are numbers (see rentdeck-cli leftovers).</source>
            <translation>“%1”不是 Vast.ai 存储卷 id：存储卷 id 是数字（见 rentdeck-cli leftovers）。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::VramBreakdownBar</name>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>Weights</source>
            <translation>权重</translation>
        </message>
        <message>
            <source>Optimizer</source>
            <translation>优化器</translation>
        </message>
        <message>
            <source>Gradients</source>
            <translation>梯度</translation>
        </message>
        <message>
            <source>Activations</source>
            <translation>激活</translation>
        </message>
        <message>
            <source>KV cache</source>
            <translation>KV 缓存</translation>
        </message>
        <message>
            <source>Reserve</source>
            <translation>预留</translation>
        </message>
        <message>
            <source>%1 GB</source>
            <translation>%1 GB</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::WatchdogConfig</name>
        <message>
            <source>The watchdog needs a deadline or an idle rule.</source>
            <translation>看门狗需要截止时间或空闲规则。</translation>
        </message>
        <message>
            <source>The idle threshold is a GPU utilization from 0 to 100 %.</source>
            <translation>空闲阈值是 0 到 100 % 之间的 GPU 利用率。</translation>
        </message>
        <message>
            <source>The idle time cannot be negative.</source>
            <translation>空闲时间不能为负数。</translation>
        </message>
        <message>
            <source>The watchdog's check interval and retry time must be at least one second.</source>
            <translation>看门狗的检查间隔和重试时间必须至少为一秒。</translation>
        </message>
        <message>
            <source>A power-off command must be one non-empty line: "%1".</source>
            <translation>关机命令必须是非空的单行内容：“%1”。</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::WatchdogInstaller</name>
        <message>
            <source>There is no SSH session to the instance.</source>
            <translation>没有到该实例的 SSH 会话。</translation>
        </message>
        <message>
            <source>The watchdog could not %1 on the instance (exit status %2)%3</source>
            <translation>看门狗无法在实例上%1（退出状态 %2）%3</translation>
        </message>
        <message>
            <source>Installing the watchdog took longer than %1 s.</source>
            <translation>安装看门狗用时超过 %1 秒。</translation>
        </message>
        <message>
            <source>write its script</source>
            <translation>写入脚本</translation>
        </message>
        <message>
            <source>start</source>
            <translation>启动</translation>
        </message>
        <message>
            <source>The watchdog did not report its process id ("%1").</source>
            <translation>看门狗没有报告其进程 ID（“%1”）。</translation>
        </message>
        <message>
            <source>keep running</source>
            <translation>保持运行</translation>
        </message>
        <message>
            <source>Another watchdog (pid %1) replaced the one just started (pid %2).</source>
            <translation>另一个看门狗（pid %1）取代了刚启动的看门狗（pid %2）。</translation>
        </message>
        <message>
            <source>Removing the watchdog took too long.</source>
            <translation>移除看门狗用时过长。</translation>
        </message>
        <message>
            <source>stop</source>
            <translation>停止</translation>
        </message>
        <message>
            <source>The watchdog heartbeat took too long.</source>
            <translation>看门狗心跳用时过长。</translation>
        </message>
        <message>
            <source>record the heartbeat</source>
            <translation>记录心跳</translation>
        </message>
        <message>
            <source>Asking for the watchdog took too long.</source>
            <translation>查询看门狗用时过长。</translation>
        </message>
        <message>
            <source>report its state</source>
            <translation>报告状态</translation>
        </message>
        <message>
            <source>Reading the watchdog log took too long.</source>
            <translation>读取看门狗日志用时过长。</translation>
        </message>
        <message>
            <source>read its log</source>
            <translation>读取日志</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::WebhookJob</name>
        <message>
            <source>Cannot reach the webhook %1: %2</source>
            <translation>无法访问 Webhook %1：%2</translation>
        </message>
    </context>
    <context>
        <name>RentDeck::WebhookMessage</name>
        <message>
            <source>%1 did not take the alert: %2</source>
            <translation>%1 未接收提醒：%2</translation>
        </message>
        <message>
            <source>an answer RentDeck does not understand (%1)</source>
            <translation>RentDeck 无法理解的应答（%1）</translation>
        </message>
        <message>
            <source>too many messages; it asked to wait</source>
            <translation>消息过多；对方要求稍后再发</translation>
        </message>
        <message>
            <source>The webhook</source>
            <translation>该 Webhook</translation>
        </message>
    </context>
    <context>
        <name>RunPodNetworkVolumes</name>
        <message>
            <source>RunPod's network volume or pod list has an unexpected shape (expected {"networkVolumes": [...]} and {"pods": [...]}): RentDeck may need an update.</source>
            <translation>RunPod 的网络存储卷或 Pod 列表格式出乎意料（应为 {"networkVolumes": [...]} 和 {"pods": [...]}）：RentDeck 可能需要更新。</translation>
        </message>
        <message>
            <source>RunPod sent a network volume without an id.</source>
            <translation>RunPod 返回了一个没有 id 的网络存储卷。</translation>
        </message>
    </context>
    <context>
        <name>StackChecker</name>
        <message>
            <source>conda env %1 (Python %2)</source>
            <translation>conda 环境 %1（Python %2）</translation>
        </message>
        <message>
            <source>venv %1 (Python %2)</source>
            <translation>venv %1（Python %2）</translation>
        </message>
        <message>
            <source>python3 on PATH (Python %1)</source>
            <translation>PATH 中的 python3（Python %1）</translation>
        </message>
        <message>
            <source>Python vs PyTorch</source>
            <translation>Python 与 PyTorch 的兼容性</translation>
        </message>
        <message>
            <source>Python %1 with PyTorch %2</source>
            <translation>Python %1，PyTorch %2</translation>
        </message>
        <message>
            <source>PyTorch %1 is not in RentDeck's table yet (resources/data/stack-compat.json)</source>
            <translation>PyTorch %1 尚未收录在 RentDeck 的兼容表中（resources/data/stack-compat.json）</translation>
        </message>
        <message>
            <source>Python %1–%2 (PyTorch %3)</source>
            <translation>Python %1–%2（PyTorch %3）</translation>
        </message>
        <message>
            <source>Use a Python %1–%2 environment (conda create -n NAME python=%2)</source>
            <translation>请使用 Python %1–%2 的环境（conda create -n NAME python=%2）</translation>
        </message>
        <message>
            <source>, or PyTorch %1 or newer, which supports Python %2</source>
            <translation>，或使用支持 Python %2 的 PyTorch %1 或更新版本</translation>
        </message>
        <message>
            <source>Python %1 is outside PyTorch %2's supported %3–%4</source>
            <translation>Python %1 不在 PyTorch %2 支持的 %3–%4 范围内</translation>
        </message>
        <message>
            <source>cuDNN vs PyTorch</source>
            <translation>cuDNN 与 PyTorch 的兼容性</translation>
        </message>
        <message>
            <source>cuDNN loads</source>
            <translation>cuDNN 可加载</translation>
        </message>
        <message>
            <source>cuDNN %1, as torch %2 was built</source>
            <translation>cuDNN %1，与 torch %2 构建时所用的版本一致</translation>
        </message>
        <message>
            <source>torch %1 finds no cuDNN (torch.backends.cudnn.version() is None)</source>
            <translation>torch %1 找不到 cuDNN（torch.backends.cudnn.version() 为 None）</translation>
        </message>
        <message>
            <source>Reinstall it: %1</source>
            <translation>请重新安装：%1</translation>
        </message>
        <message>
            <source>torch %1 loads cuDNN %2</source>
            <translation>torch %1 加载了 cuDNN %2</translation>
        </message>
        <message>
            <source>Another cuDNN major shadows torch's own (LD_LIBRARY_PATH or a system cuDNN): %1</source>
            <translation>另一个主版本的 cuDNN 遮蔽了 torch 自带的 cuDNN（LD_LIBRARY_PATH 或系统中的 cuDNN）：%1</translation>
        </message>
        <message>
            <source>An older cuDNN than torch was built with is loaded first: %1</source>
            <translation>先加载了比 torch 构建时所用版本更旧的 cuDNN：%1</translation>
        </message>
        <message>
            <source>TensorRT vs driver</source>
            <translation>TensorRT 与驱动的兼容性</translation>
        </message>
        <message>
            <source>TensorRT %1 (CUDA %2 build)</source>
            <translation>TensorRT %1（CUDA %2 构建）</translation>
        </message>
        <message>
            <source>a working NVIDIA driver to judge against</source>
            <translation>需要正常工作的 NVIDIA 驱动作为判断依据</translation>
        </message>
        <message>
            <source>driver ≥ %1</source>
            <translation>驱动 ≥ %1</translation>
        </message>
        <message>
            <source>, driver %1</source>
            <translation>，驱动 %1</translation>
        </message>
        <message>
            <source>Rent a host with driver ≥ %1</source>
            <translation>请租用驱动 ≥ %1 的主机</translation>
        </message>
        <message>
            <source>, or install the CUDA %1 build this driver runs: pip install tensorrt-cu%1</source>
            <translation>，或安装该驱动能运行的 CUDA %1 构建：pip install tensorrt-cu%1</translation>
        </message>
        <message>
            <source> needs a newer driver than %1</source>
            <translation>，需要比 %1 更新的驱动</translation>
        </message>
        <message>
            <source>its compiled part does not load</source>
            <translation>其编译部分无法加载</translation>
        </message>
        <message>
            <source>flash-attn vs torch</source>
            <translation>flash-attn 与 torch 的兼容性</translation>
        </message>
        <message>
            <source>a flash-attn wheel built for torch %1, CUDA %2, Python %3, on sm80+</source>
            <translation>为 torch %1、CUDA %2、Python %3 构建的 flash-attn wheel，运行在 sm80+ 上</translation>
        </message>
        <message>
            <source>flash-attn %1 next to a CPU-only torch %2</source>
            <translation>flash-attn %1 搭配的是纯 CPU 的 torch %2</translation>
        </message>
        <message>
            <source>flash-attn %1 without torch</source>
            <translation>flash-attn %1，但没有 torch</translation>
        </message>
        <message>
            <source>Install a CUDA build of torch first, then flash-attn</source>
            <translation>请先安装 torch 的 CUDA 构建，再安装 flash-attn</translation>
        </message>
        <message>
            <source>flash-attn %1 on a GPU of compute capability %2: FlashAttention 2 needs Ampere or newer (sm80+)</source>
            <translation>flash-attn %1 运行在计算能力为 %2 的 GPU 上：FlashAttention 2 需要 Ampere 或更新的架构（sm80+）</translation>
        </message>
        <message>
            <source>Use PyTorch's scaled_dot_product_attention (attn_implementation="sdpa") or xformers here, or rent an Ampere, Ada or Hopper GPU</source>
            <translation>请在这里改用 PyTorch 的 scaled_dot_product_attention（attn_implementation="sdpa"）或 xformers，或租用 Ampere、Ada 或 Hopper GPU</translation>
        </message>
        <message>
            <source>flash-attn %1 loads with torch %2</source>
            <translation>flash-attn %1 可与 torch %2 一起加载</translation>
        </message>
        <message>
            <source>pip uninstall -y flash-attn &amp;&amp; pip install flash-attn==%1 --no-build-isolation (it fetches %2)</source>
            <translation>pip uninstall -y flash-attn &amp;&amp; pip install flash-attn==%1 --no-build-isolation（它会下载 %2）</translation>
        </message>
        <message>
            <source>No released flash-attn wheel fits torch %1 with CUDA %2 and Python %3: build it (MAX_JOBS=4 pip install flash-attn --no-build-isolation, needs nvcc and ninja, takes long) or use a torch of 2.8 or older</source>
            <translation>没有已发布的 flash-attn wheel 适配 torch %1、CUDA %2 和 Python %3：请自行编译（MAX_JOBS=4 pip install flash-attn --no-build-isolation，需要 nvcc 和 ninja，耗时较长），或使用 2.8 或更早版本的 torch</translation>
        </message>
        <message>
            <source>flash-attn %1 does not load with torch %2: %3</source>
            <translation>flash-attn %1 无法与 torch %2 一起加载：%3</translation>
        </message>
        <message>
            <source>xformers vs torch</source>
            <translation>xformers 与 torch 的兼容性</translation>
        </message>
        <message>
            <source>xformers %1 with torch %2</source>
            <translation>xformers %1，torch %2</translation>
        </message>
        <message>
            <source>xformers %1 is not in RentDeck's table yet (resources/data/stack-compat.json)</source>
            <translation>xformers %1 尚未收录在 RentDeck 的兼容表中（resources/data/stack-compat.json）</translation>
        </message>
        <message>
            <source>torch ≥ %1</source>
            <translation>torch ≥ %1</translation>
        </message>
        <message>
            <source>torch %1 exactly</source>
            <translation>torch 正好为 %1</translation>
        </message>
        <message>
            <source>pip install xformers==%1 --index-url https://download.pytorch.org/whl/%2 (built for torch %3)</source>
            <translation>pip install xformers==%1 --index-url https://download.pytorch.org/whl/%2（为 torch %3 构建）</translation>
        </message>
        <message>
            <source>No xformers release on record is built for this torch; install the torch this xformers needs: %1</source>
            <translation>记录中没有为这个 torch 构建的 xformers 版本；请安装该 xformers 所需的 torch：%1</translation>
        </message>
        <message>
            <source>xformers %1 is built for torch %2; this environment has torch %3</source>
            <translation>xformers %1 是为 torch %2 构建的；而此环境中是 torch %3</translation>
        </message>
        <message>
            <source>xformers %1 without torch</source>
            <translation>xformers %1，但没有 torch</translation>
        </message>
        <message>
            <source>xformers %1 cannot load its C++/CUDA part: %2</source>
            <translation>xformers %1 无法加载其 C++/CUDA 部分：%2</translation>
        </message>
        <message>
            <source>pip install --force-reinstall xformers==%1 --index-url https://download.pytorch.org/whl/%2</source>
            <translation>pip install --force-reinstall xformers==%1 --index-url https://download.pytorch.org/whl/%2</translation>
        </message>
        <message>
            <source>xformers %1 on compute capability %2: 0.0.31 and later no longer support V100 or older GPUs</source>
            <translation>xformers %1，计算能力 %2：0.0.31 及更高版本不再支持 V100 或更老的 GPU</translation>
        </message>
        <message>
            <source>Use PyTorch's scaled_dot_product_attention here, or rent a Turing or newer GPU</source>
            <translation>请在这里改用 PyTorch 的 scaled_dot_product_attention，或租用 Turing 或更新架构的 GPU</translation>
        </message>
        <message>
            <source>bitsandbytes vs torch and GPU</source>
            <translation>bitsandbytes 与 torch 和 GPU 的兼容性</translation>
        </message>
        <message>
            <source>bitsandbytes %1 with torch %2</source>
            <translation>bitsandbytes %1，torch %2</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>a build for CUDA %1</source>
            <translation>CUDA %1 的构建</translation>
        </message>
        <message>
            <source>torch ≥ %1, &lt; %2</source>
            <translation>torch ≥ %1，&lt; %2</translation>
        </message>
        <message>
            <source>Install a torch in that range</source>
            <translation>请安装该范围内的 torch</translation>
        </message>
        <message>
            <source>pip install bitsandbytes==%1</source>
            <translation>pip install bitsandbytes==%1</translation>
        </message>
        <message>
            <source>pip install --force-reinstall bitsandbytes==%1 (its wheel carries a build for each CUDA; BNB_CUDA_VERSION=%2 picks one)</source>
            <translation>pip install --force-reinstall bitsandbytes==%1（它的 wheel 包含针对各个 CUDA 版本的构建；BNB_CUDA_VERSION=%2 可选择其中一个）</translation>
        </message>
        <message>
            <source> on compute capability %1</source>
            <translation>，计算能力 %1</translation>
        </message>
        <message>
            <source>compute capability ≥ %1</source>
            <translation>计算能力 ≥ %1</translation>
        </message>
        <message>
            <source>Rent a GPU of compute capability %1 or newer</source>
            <translation>请租用计算能力 %1 或更高的 GPU</translation>
        </message>
        <message>
            <source> on compute capability %1: LLM.int8() runs only its slow path below 7.5 (Turing)</source>
            <translation>，计算能力 %1：计算能力低于 7.5（Turing）时，LLM.int8() 只能走慢速路径</translation>
        </message>
        <message>
            <source>Use 4-bit (nf4) quantization here, or rent a Turing or newer GPU for 8-bit</source>
            <translation>请在这里改用 4-bit（nf4）量化，或租用 Turing 或更新架构的 GPU 来做 8-bit 量化</translation>
        </message>
        <message>
            <source>vLLM vs torch</source>
            <translation>vLLM 与 torch 的兼容性</translation>
        </message>
        <message>
            <source>vLLM %1 on compute capability %2</source>
            <translation>vLLM %1，计算能力 %2</translation>
        </message>
        <message>
            <source>Rent a GPU of compute capability %1 or newer for this vLLM</source>
            <translation>请为该 vLLM 租用计算能力 %1 或更高的 GPU</translation>
        </message>
        <message>
            <source>vLLM %1 with torch %2</source>
            <translation>vLLM %1，torch %2</translation>
        </message>
        <message>
            <source>the torch vLLM %1 pins</source>
            <translation>vLLM %1 锁定的 torch 版本</translation>
        </message>
        <message>
            <source>RentDeck has no torch pin on record for vLLM %1; pip check shows a mismatch</source>
            <translation>RentDeck 没有记录 vLLM %1 锁定的 torch 版本；pip check 显示版本不匹配</translation>
        </message>
        <message>
            <source>torch %1, as vLLM %2 pins it (%3)</source>
            <translation>torch %1，与 vLLM %2 锁定的版本一致（%3）</translation>
        </message>
        <message>
            <source>in a fresh environment, pip install vllm==%1 (it brings torch %2)</source>
            <translation>在全新的环境中运行 pip install vllm==%1（它会一并安装 torch %2）</translation>
        </message>
        <message>
            <source>: its compiled ops (vllm/_C.abi3.so) are tied to torch %1</source>
            <translation>：其编译好的算子（vllm/_C.abi3.so）与 torch %1 绑定</translation>
        </message>
        <message>
            <source>pip install vllm==%1 (built for torch %2), or %3</source>
            <translation>pip install vllm==%1（为 torch %2 构建），或%3</translation>
        </message>
        <message>
            <source>DeepSpeed vs CUDA toolkit</source>
            <translation>DeepSpeed 与 CUDA 工具包的兼容性</translation>
        </message>
        <message>
            <source>torch ≥ 2.0 with CUDA, and nvcc of torch's CUDA (%1)</source>
            <translation>带 CUDA 的 torch ≥ 2.0，以及与 torch 的 CUDA 版本一致的 nvcc（%1）</translation>
        </message>
        <message>
            <source>DeepSpeed %1 with torch %2</source>
            <translation>DeepSpeed %1，torch %2</translation>
        </message>
        <message>
            <source>DeepSpeed %1 without torch</source>
            <translation>DeepSpeed %1，但没有 torch</translation>
        </message>
        <message>
            <source>Install a CUDA build of torch 2.0 or newer first</source>
            <translation>请先安装 torch 2.0 或更新版本的 CUDA 构建</translation>
        </message>
        <message>
            <source>conda install -c nvidia cuda-toolkit=%1, or the apt package cuda-toolkit-%2</source>
            <translation>conda install -c nvidia cuda-toolkit=%1，或 apt 软件包 cuda-toolkit-%2</translation>
        </message>
        <message>
            <source>DeepSpeed %1 compiles its CUDA ops (fused Adam, …) at first use, and there is no nvcc here</source>
            <translation>DeepSpeed %1 会在首次使用时编译其 CUDA 算子（fused Adam 等），而这里没有 nvcc</translation>
        </message>
        <message>
            <source>Install the CUDA %1 toolkit torch was built with (%2), or rent a -devel image</source>
            <translation>请安装 torch 构建时所用的 CUDA %1 工具包（%2），或租用 -devel 镜像</translation>
        </message>
        <message>
            <source>nvcc %1 vs torch's CUDA %2: DeepSpeed %3 refuses to build its ops</source>
            <translation>nvcc %1 与 torch 的 CUDA %2 不一致：DeepSpeed %3 拒绝编译其算子</translation>
        </message>
        <message>
            <source>Install the CUDA %1 toolkit (%2) and point CUDA_HOME at it; DS_SKIP_CUDA_CHECK=1 forces the build at your own risk</source>
            <translation>请安装 CUDA %1 工具包（%2），并将 CUDA_HOME 指向它；DS_SKIP_CUDA_CHECK=1 可强制编译，但风险自负</translation>
        </message>
        <message>
            <source>DeepSpeed %1, nvcc %2 with torch's CUDA %3</source>
            <translation>DeepSpeed %1，nvcc %2，torch 的 CUDA %3</translation>
        </message>
        <message>
            <source>nvcc %1</source>
            <translation>nvcc %1</translation>
        </message>
        <message>
            <source>cuDNN %1</source>
            <translation>cuDNN %1</translation>
        </message>
        <message>
            <source>TensorRT %1</source>
            <translation>TensorRT %1</translation>
        </message>
        <message>
            <source>CUDA toolkit vs driver</source>
            <translation>CUDA 工具包与驱动的兼容性</translation>
        </message>
        <message>
            <source>driver ≥ %1 for CUDA %2 programs</source>
            <translation>驱动 ≥ %1（运行 CUDA %2 程序所需）</translation>
        </message>
        <message>
            <source>: driver %1 cannot run what this nvcc builds</source>
            <translation>：驱动 %1 无法运行该 nvcc 编译出的程序</translation>
        </message>
        <message>
            <source>Rent a host with driver ≥ %1, or use the CUDA toolkit this driver supports</source>
            <translation>请租用驱动 ≥ %1 的主机，或使用该驱动支持的 CUDA 工具包</translation>
        </message>
        <message>
            <source>from vLLM's requirements</source>
            <translation>来自 vLLM 的 requirements</translation>
        </message>
        <message>
            <source>from the release notes</source>
            <translation>来自发布说明</translation>
        </message>
        <message>
            <source>from issue reports</source>
            <translation>来自 issue 报告</translation>
        </message>
        <message>
            <source>from another project's pin</source>
            <translation>来自其他项目的锁定</translation>
        </message>
        <message>
            <source>Python vs %1</source>
            <translation>Python 与 %1</translation>
        </message>
        <message>
            <source>Python %1–%2 (%3 %4)</source>
            <translation>Python %1–%2（%3 %4）</translation>
        </message>
        <message>
            <source>Python %1 with %2 %3</source>
            <translation>Python %1，%2 %3</translation>
        </message>
        <message>
            <source>Python %1 is outside %2 %3's tested %4–%5</source>
            <translation>Python %1 不在 %2 %3 测试过的 %4–%5 范围内</translation>
        </message>
        <message>
            <source>Use a Python %1–%2 environment for %3 (conda create -n NAME python=%2)</source>
            <translation>请为 %3 使用 Python %1–%2 的环境（conda create -n NAME python=%2）</translation>
        </message>
    </context>
    <context>
        <name>StackCompat</name>
        <message>
            <source>cannot read %1: %2</source>
            <translation>无法读取 %1：%2</translation>
        </message>
        <message>
            <source>stack-compat.json is not a JSON object: %1</source>
            <translation>stack-compat.json 不是 JSON 对象：%1</translation>
        </message>
        <message>
            <source>stack-compat.json lacks torch.releases, extensions.xformers.releases or extensions.flash_attn</source>
            <translation>stack-compat.json 缺少 torch.releases、extensions.xformers.releases 或 extensions.flash_attn</translation>
        </message>
    </context>
    <context>
        <name>StarvationDiagnosis</name>
        <message>
            <source>GPU %1</source>
            <translation>GPU %1</translation>
        </message>
        <message>
            <source>GPUs %1</source>
            <translation>GPU %1</translation>
        </message>
        <message>
            <source>the CPU at %1%</source>
            <translation>CPU 利用率为 %1%</translation>
        </message>
        <message>
            <source>the CPU unknown</source>
            <translation>CPU 利用率未知</translation>
        </message>
        <message>
            <source>The GPUs are too hot or power-limited: ask the provider to check cooling and power, or move the job to another machine (run the burn-in there first)</source>
            <translation>GPU 过热或功率受限：请让服务商检查散热和供电，或把任务转到另一台机器（先在那台机器上运行压测）</translation>
        </message>
        <message>
            <source>One rank holds the others back: give every GPU the same share of work (batch per GPU, data shard sizes), and check that the busy GPU is not doing extra work alone (logging, evaluation, rank-0 saving) or is a slower card</source>
            <translation>有一个 rank 拖慢了其他 rank：请给每块 GPU 分配相同的工作量（每块 GPU 的 batch、数据分片大小），并检查繁忙的那块 GPU 是否在单独做额外的工作（日志、评估、rank-0 保存），或者本身就是一块较慢的卡</translation>
        </message>
        <message>
            <source>Loading and preprocessing data on the CPU is the bottleneck: raise DataLoader num_workers (about 4 per GPU) with pin_memory=True and persistent_workers=True, move augmentation to the GPU (DALI, torchvision v2 on CUDA), preprocess once ahead of time, or rent a machine with more CPU cores</source>
            <translation>CPU 上的数据加载和预处理是瓶颈：请增加 DataLoader 的 num_workers（每块 GPU 约 4 个）并设置 pin_memory=True 和 persistent_workers=True，把数据增强移到 GPU 上（DALI、在 CUDA 上运行的 torchvision v2），提前一次性完成预处理，或租一台 CPU 核数更多的机器</translation>
        </message>
        <message>
            <source>?</source>
            <translation>?</translation>
        </message>
        <message>
            <source>Reading the data is the bottleneck: copy the dataset to the local NVMe disk (or /dev/shm when it fits) instead of a network volume, pack many small files into shards (WebDataset, LMDB, TFRecord), and raise DataLoader num_workers and prefetch_factor so reads overlap</source>
            <translation>读取数据是瓶颈：请把数据集复制到本地 NVMe 磁盘（放得下时也可放到 /dev/shm），而不是放在网络卷上；把大量小文件打包成分片（WebDataset、LMDB、TFRecord）；并调大 DataLoader 的 num_workers 和 prefetch_factor，让读取相互重叠</translation>
        </message>
        <message>
            <source>Neither the GPU, the CPU nor the disks are busy, so the job waits on something else: network reads or downloads (stream less, cache locally), a slow network volume the kernel does not count as a disk, or too small a batch (raise it until GPU memory is ~80% used). Profile a step with torch.profiler or py-spy to see where the time goes</source>
            <translation>GPU、CPU 和磁盘都不忙，说明任务在等待别的东西：网络读取或下载（减少流式读取，改为本地缓存）、内核不将其计为磁盘的慢速网络卷，或 batch 太小（请调大，直到 GPU 显存用掉约 80%）。请用 torch.profiler 或 py-spy 分析一个 step，看看时间花在了哪里</translation>
        </message>
        <message>
            <source>%1 min</source>
            <translation>%1 分钟</translation>
        </message>
        <message>
            <source>%1 s</source>
            <translation>%1 秒</translation>
        </message>
        <message>
            <source>%1 at %2% for %3, slowing themselves down (heat or power)</source>
            <translation>%1 在 %3 内的利用率为 %2%，且正在自行降频（过热或功率受限）</translation>
        </message>
        <message>
            <source>%1 at %2% for %3 while %4 work: the others wait for it</source>
            <translation>%1 在 %3 内的利用率为 %2%，而 %4 在满负荷工作：其他 GPU 在等它</translation>
        </message>
        <message>
            <source>%1 at %2% for %3 while the CPU is at %4%: the data loader cannot keep up</source>
            <translation>%1 在 %3 内的利用率为 %2%，而 CPU 利用率为 %4%：数据加载跟不上</translation>
        </message>
        <message>
            <source>%1 at %2% for %3 while the disks read %4 MB/s and the CPU waits on them %5% of the time</source>
            <translation>%1 在 %3 内的利用率为 %2%，而磁盘读取速度为 %4 MB/s，CPU 有 %5% 的时间在等待磁盘</translation>
        </message>
        <message>
            <source>%1 at %2% for %3 with %4: the job waits on something else</source>
            <translation>%1 在 %3 内的利用率为 %2%，%4：任务在等待别的东西</translation>
        </message>
    </context>
    <context>
        <name>SystemTerminal</name>
        <message>
            <source>The SSH user or host of this instance holds characters a terminal command line cannot carry safely, so no terminal was opened. Use the built-in terminal instead.</source>
            <translation>此实例的 SSH 用户名或主机含有无法安全放入终端命令行的字符，因此未打开终端。请改用内置终端。</translation>
        </message>
        <message>
            <source>No terminal program found (tried $TERMINAL, x-terminal-emulator, gnome-terminal, konsole, xfce4-terminal, alacritty, kitty, xterm). Use "Copy ssh command" and paste it into your terminal.</source>
            <translation>未找到终端程序（已尝试 $TERMINAL、x-terminal-emulator、gnome-terminal、konsole、xfce4-terminal、alacritty、kitty、xterm）。请使用“复制 ssh 命令”，然后粘贴到你的终端中。</translation>
        </message>
        <message>
            <source>Could not start %1.</source>
            <translation>无法启动 %1。</translation>
        </message>
    </context>
    <context>
        <name>VastAiVolumes</name>
        <message>
            <source>Vast.ai's volume list has an unexpected shape (expected {"volumes": [...]}): RentDeck may need an update.</source>
            <translation>Vast.ai 的存储卷列表格式出乎意料（应为 {"volumes": [...]}）：RentDeck 可能需要更新。</translation>
        </message>
        <message>
            <source>Vast.ai sent a volume without a numeric id.</source>
            <translation>Vast.ai 返回了一个没有数字 id 的存储卷。</translation>
        </message>
    </context>
    <context>
        <name>main</name>
        <message>
            <source>Save a picture of the window to FILE once loaded, then quit.</source>
            <translation>加载完成后将窗口截图保存到 FILE，然后退出。</translation>
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
        <message>
            <source>Open a terminal on instance NAME (e.g. sandbox:1).</source>
            <translation>在实例 NAME 上打开终端（例如 sandbox:1）。</translation>
        </message>
        <message>
            <source>Open on TAB: planner, offers, instances, forwards, checks, sync or monitor.</source>
            <translation>启动时打开标签页 TAB：planner、offers、instances、forwards、checks、sync 或 monitor。</translation>
        </message>
    </context>
</TS>
