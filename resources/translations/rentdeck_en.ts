<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
    <context>
        <name>AscendCompat</name>
        <message>
            <source>ascend-compat.json is not a JSON object: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ascend-compat.json lists no torch_npu release</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BurnInEvaluator</name>
        <message>
            <source>Burn-in load</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>every GPU loaded for %1 s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the instance sent no result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the burn-in did not finish: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Run it again (rentdeck-cli check NAME --burn-in SECONDS). If the connection dropped under load, the machine may have lost power or crashed: check that it is still up before trusting it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Install PyTorch with CUDA (pip install torch) or gpu-burn (git clone https://github.com/wilicc/gpu-burn &amp;&amp; cd gpu-burn &amp;&amp; make) on the instance, then run the burn-in again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the load failed: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The GPUs could not be loaded: see the error, and test one by hand (python -c "import torch; print(torch.randn(4096, 4096, device='cuda').sum())")</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>simulated load (sandbox)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PyTorch matmul loop</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>1 GPU</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 GPUs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 on %2 for %3 s (took %4 s), %5 samples per GPU</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nvidia-smi answered too rarely to watch the GPUs under load: the verdicts below rest on few samples. Run a longer burn-in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Burn-in GPU %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>correct results, steady clocks, no slowdown, under %1 °C</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 TFLOPS</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>1 wrong result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 wrong results</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>SM %1 MHz</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>SM %1–%2 MHz</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>max %1 °C</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 W average</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no samples under load</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the load died on this GPU: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU %1 cannot carry a load: destroy this instance and tell the provider; do not train on it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no result for this GPU</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The load never finished on GPU %1: it may have hung. Destroy this instance and tell the provider</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it computed wrong results</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU %1 gives different answers to the same matmul: it is faulty, and every result of a job on it is suspect. Destroy this instance and ask the provider for another machine or a refund</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it reported no work done</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU %1 never reported a finished computation: it may be stuck or far slower than it should be. Run the burn-in again; if it repeats, ask the provider or rent another machine</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>new uncorrectable ECC errors: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU %1's memory failed under load: destroy this instance and ask the provider for another GPU</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>clocked down from %1 to %2 MHz after %3 s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>slowed from %1 to %2 TFLOPS as it ran</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>slowdown active in %1 of %2 samples (%3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>reached %1 °C</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU %1 overheats under sustained load and slows down: a long job will run at this pace. Ask the provider to check its cooling (fans, airflow), or rent another machine</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU %1 cannot hold its clocks under sustained load (power or hardware slowdown): ask the provider to check its power supply and limits (nvidia-smi -q -d POWER,PERFORMANCE), or rent another machine</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>corrected ECC errors under load: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU %1's memory needed corrections under load: usable, but prefer another machine for long jobs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Burn-in: GPUs alike</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>each GPU within %1% of the others</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>one GPU: nothing to compare</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no throughput per GPU to compare</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU %1 ran %2% slower than the others (%3 vs %4 TFLOPS)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>; SM clock %1 vs %2 MHz</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>; slowdown: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>; no slowdown reason reported</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 GPUs within %2% of each other</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In a multi-GPU job every step waits for the slowest card, so the whole box runs at its pace. Ask the provider to check it (locked application clocks or a lower power limit show in nvidia-smi -q -d CLOCK,POWER), or rent another machine</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Burn-in: driver errors (Xid)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no new Xid lines in the kernel log</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the kernel log cannot be read here (containers usually cannot)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>new Xid lines: %1 (%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The driver reported GPU faults under load (memory, NVLink or a GPU that fell off the bus): destroy this instance and tell the provider the Xid numbers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The driver reported GPU errors under load: run the burn-in again; if they come back, ask the provider or rent another machine</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CheckEvaluator</name>
        <message>
            <source>thermal slowdown (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>power brake (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hardware slowdown: heat or power (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Probe ran</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>one JSON object from rentdeck-probe.sh</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The instance must run POSIX sh commands over SSH: try rentdeck-cli exec NAME -- echo ok, and check that /bin/sh, df and awk exist on the image</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no output</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the probe's output is not its JSON (exit status %1): %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nvidia-smi -q -x exited with %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no GPU data (see "GPUs visible")</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPUs visible</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nvidia-smi lists the GPUs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nvidia-smi not found: no NVIDIA driver on this image</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pick an image with the NVIDIA driver/CUDA runtime (e.g. a pytorch/pytorch CUDA image), or ask the provider; on your own host install the driver (sudo apt install nvidia-driver-550) and reboot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: "%2"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nvidia-smi answered something unreadable: run nvidia-smi -q -x on the instance and send it to the provider; do not start a job until it prints the GPUs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nvidia-smi lists no GPU</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The GPUs are not attached to this machine: ask the provider, or destroy this instance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 × %2%3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> (sandbox simulator)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Count and model as sold</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 × %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nothing listed to compare with</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This is not the GPU you paid for: ask the provider for a %1 or a refund, and destroy the instance while it is still cheap</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 of %2 GPUs are %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPUs are missing: ask the provider for the %1 you paid for or a refund; multi-GPU jobs will not start as configured</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>VRAM vs nominal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nvidia-smi did not report the memory size</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no nominal figure for %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 as sold</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>this is a %1 slice of a %2 card; ask for a whole card or a refund</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Driver and CUDA</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>driver %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>driver %1, CUDA ≤ %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a driver version</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CUDA ≤ %1 (driver %2) as listed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The driver is older than the listing said: ask the provider to fix it or refund, or destroy this instance and pick an offer listing CUDA ≥ %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>driver ≥ %1 (runs CUDA 12.x images)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Old driver: current images (PyTorch ≥ 2.4, TensorFlow ≥ 2.15 need CUDA 12) will not run. Use CUDA 11.8 builds (pip install torch --index-url https://download.pytorch.org/whl/cu118) or ask for a host with driver ≥ %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This driver cannot run any current CUDA build: ask for a host with driver ≥ %1 or a refund</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Frameworks vs driver</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no Python on the instance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>framework detection did not finish (python took too long or failed)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no PyTorch, TensorFlow or PaddlePaddle in %1 (Python %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 vs driver</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>import %1 failed: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>imports cleanly</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reinstall it (pip install --force-reinstall %1) or use the image's own Python environment</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 %2 (CPU-only build)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 %2 (CUDA %3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>, cuDNN %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a working NVIDIA driver to judge against</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CUDA build ≤ %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This %1 build cannot use the GPU: install a CUDA build%2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>: torch.cuda.is_available() is False</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PyTorch cannot reach the GPU: check CUDA_VISIBLE_DEVICES, that the container runs with GPU access (--gpus all), and the driver check above</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Throttling</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU %1: %2%3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> at %1 °C</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no thermal/power slowdown active</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no slowdown reason active</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The GPU is slowing itself down (too hot or power-limited): expect far less speed than paid for. Ask the provider to check cooling and power, or destroy this instance and rent another machine</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>SM clock under load</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>≥ %1 of max while busy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU %1: SM %2 of %3 MHz (%4) at %5% load</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clocks sag under load%1: the card will run well below its rated speed. Ask the provider to check cooling/power limits, or move to another machine</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the GPU was not busy while sampled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the GPU was idle during the probe</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Run with --stress SECONDS to check clocks under load</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ECC and retired memory</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU %1: %2 uncorrectable ECC errors</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU %1: page retirement/row remapping pending or failed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU %1: %2 retired pages, %3 remapped rows</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no uncorrectable errors, nothing pending</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The GPU memory is failing: results may be wrong and jobs may crash. Destroy this instance and ask the provider for another GPU or a refund</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The memory has had errors before (now retired/remapped): usable, but prefer another machine for long jobs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not reported (this card has no ECC)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no uncorrectable errors</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Other GPU processes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nvidia-smi --query-compute-apps failed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pid %1 %2 (%3 MiB)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Something is already using the GPU and its memory. If it is not yours, someone else's job shares this GPU: ask the provider or destroy this instance; if it is yours, stop it (kill PID) before training</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Matmul TFLOPS (bf16)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Memory bandwidth</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the benchmark did not finish: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Run it again with a longer --stress; if it keeps failing, test the GPU by hand (python -c "import torch; print(torch.randn(8192, 8192, device='cuda').sum())")</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Install PyTorch with CUDA on the instance to measure the GPU</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> (simulated)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 TFLOPS%2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no nominal figure in the catalog</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 TFLOPS (%2 of nominal)%3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>≥ %1 of %2 TFLOPS</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The GPU delivers well under its rated speed (see the throttling and clock checks): ask the provider, or destroy this instance while it is still cheap</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 GB/s (%2 of nominal)%3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>≥ %1 of %2 GB/s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Memory bandwidth is low: the card may be throttled or shared</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 GB/s%2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>informational (no nominal figure in the catalog)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Xid errors in kernel log</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>kernel log not readable%1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing to do; containers usually cannot read dmesg. If jobs crash, ask the provider for the host's Xid history</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Xid %1 on %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The GPU has reported hardware or memory faults (Xid 48/63/64/74/79/9x/119/120): destroy this instance and ask for another machine or a refund</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The driver reported GPU errors: usually an application fault, but if they repeat without your jobs, ask the provider</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>df gave no answer for %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>, inodes %1% free</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>≥ %1 and ≥ %2% free, inodes ≥ %3% free</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Checkpoints and datasets will fail to write: free space on %1, or relaunch with a bigger disk (rentdeck-cli launch --disk GB)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Out of inodes: many small files will fail to write; pack datasets into shards (tar/WebDataset) or ask for another disk</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Disk free</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the probe sent no df</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Data disk speed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>≥ %1 MB/s sequential, ≥ %2 small files/s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not tested</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>write %1, read %2 (dd, 64 MiB)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>write %1 MB/s, read %2 MB/s; %3 small files: %4 created/s, %5 read/s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The data disk is slow and will starve the GPU: copy data to local NVMe first, store it as larger shards (tar/WebDataset), and use more DataLoader workers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CPU cores per GPU</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nproc gave no answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 cores for %2 GPU(s) (as listed; the sandbox shares this computer's %3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 cores for %2 GPU(s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>≥ %1 per GPU</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Too few cores to feed the GPUs: data loading and augmentation will bottleneck training. Ask for ≥ %1 cores per GPU, preprocess data offline, or decode on the GPU (DALI)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RAM per GPU</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>/proc/meminfo gave no answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 for %2 GPU(s) (as listed; the sandbox shares this computer's %3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 for %2 GPU(s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>DataLoader workers, pinned memory and checkpoint loading need host RAM: ask for ≥ %1 per GPU, or lower num_workers and prefetch_factor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shared memory (/dev/shm)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>≥ %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>/dev/shm is not mounted</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PyTorch DataLoader workers need /dev/shm: start the container with --shm-size=16g (or --ipc=host), or set num_workers=0</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 MB</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Outbound network</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pypi.org and download.pytorch.org reachable</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (%2 ms)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no outbound network (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pip/conda installs and dataset downloads will fail: use an image with everything installed, bring wheels and data with rentdeck-cli sync push, or ask for an instance with internet access</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>reached %1; failed %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Some package indexes are blocked: configure a mirror (pip config set global.index-url …)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>reached %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Disk free (work dir)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Disk free (data dir)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2 free of %3 (%4%)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1, but %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Run nvidia-smi -q -x again on the instance and check the whole document arrives: a cut-off or trimmed copy leaves the driver, CUDA or memory checks without data</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>DataLoader workers (num_workers=4 per GPU: %1 here) pass batches through /dev/shm and crash with "Bus error" when it is this small: start the container with --shm-size=%2g (or --ipc=host; rentdeck-cli launch --shm-size where the provider takes it), or lower num_workers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Locked memory (memlock)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unlimited (NCCL and RDMA pin memory)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>any (one GPU)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not reported</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unlimited</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unreadable: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 KB</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Multi-GPU training through NCCL (over InfiniBand/RDMA above all) pins memory and fails or falls back to slow paths with a small limit: start the container with --ulimit memlock=-1 (as NVIDIA's containers ask), or raise memlock in /etc/security/limits.conf on your own host</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nvidia-smi topo -m gave nothing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nvidia-smi topo -m failed: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU interconnect</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>NVLink between the GPUs, as listed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>how the GPUs reach each other</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>one GPU: nothing to connect</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only some GPUs are joined by NVLink, though the offer listed it for all: collective operations run at the speed of the PCIe pairs. Ask the provider, or rent another machine</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The GPUs talk over PCIe, not the NVLink the offer listed: gradient all-reduce will be several times slower. Ask the provider for the machine you paid for or a refund</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 GPUs over PCIe with traffic between CPU sockets: every all-reduce crosses the CPU interconnect, so data-parallel training of large models scales poorly here. Fine for independent jobs per GPU or small models; for large ones prefer an NVLink (SXM) machine, or keep each job within GPUs of one socket</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU peer-to-peer access</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>every GPU pair reaches the other directly</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>all %1 GPUs reach each other directly%2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no GPU pair has peer-to-peer access</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 of %2 GPU pairs lack peer-to-peer access: %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>NCCL copies through host memory between those GPUs (GeForce cards and GPUs on different CPU sockets have no peer access): for multi-GPU training rent an NVLink or SXM box; if NCCL hangs, set NCCL_P2P_DISABLE=1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All-reduce bandwidth</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the all-reduce did not run: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Check NCCL by hand: python -c "import torch, torch.cuda.nccl as n; print(n.version())"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 GB/s bus bandwidth across %2 GPUs (%3% of the %4 GB/s planned for %5)%6</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>≥ %1% of %2 GB/s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gradient sync here takes %1× as long as planned; the planner uses this measurement for this offer from now on. For data-parallel training across these GPUs rent a box with NVLink, or use fewer GPUs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>npu-smi info exited with %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>NPUs visible</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>npu-smi lists the NPUs, all healthy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>npu-smi answered something unreadable: run npu-smi info on the instance; if it fails, the NPU driver is not loaded (ask the provider)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>NPU %1 chip %2: %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 × Ascend %2 (driver %3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>npu-smi lists no NPU</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The NPUs are not attached to this container: ask the provider, or destroy this instance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An NPU reports a fault (npu-smi info -t health -i N says which): destroy this instance and ask for another machine</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 NPUs as sold</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fewer NPUs than you pay for: check ASCEND_RT_VISIBLE_DEVICES, then ask the provider or destroy this instance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CANN toolkit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no CANN release found (ascend_toolkit_install.info, version.cfg)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CANN installed and sourced</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Install the CANN toolkit that fits your framework and run source /usr/local/Ascend/ascend-toolkit/set_env.sh (CANN 8.5 and later: /usr/local/Ascend/cann/set_env.sh) in your shell profile</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CANN %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>torch_npu vs torch and CANN</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>torch_npu %1 with torch %2 and CANN %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>torch %1 exactly, CANN %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the torch and CANN of this torch_npu</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pip install torch==%1 torch-npu==%2 (built for CANN %3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>: this torch_npu is built for torch %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pip install torch==%1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>: this torch_npu supports CANN %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Install CANN %1, or a torch_npu release for CANN %2 (Ascend/pytorch's COMPATIBILITY table)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>, or install CANN %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>torch.npu.is_available() is False</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CANN is not installed or not sourced: run source /usr/local/Ascend/ascend-toolkit/set_env.sh (8.5 and later: /usr/local/Ascend/cann/set_env.sh) before python</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Check ASCEND_RT_VISIBLE_DEVICES and that the container sees /dev/davinci*; if torch_npu fails to import, reinstall the wheel that matches torch and CANN</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>torch_npu %1 is not in RentDeck's table yet (resources/data/ascend-compat.json)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>MindSpore vs CANN</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>MindSpore %1 with CANN %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the CANN of this MindSpore release</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Verify by hand: python -c "import mindspore; mindspore.set_device('Ascend'); mindspore.run_check()"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>MindSpore %1 installs with CANN %2 (its install page): install that CANN, or the MindSpore release made for CANN %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: its python did not answer within 25 s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PaddlePaddle NPU plugin vs CANN</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>paddle-custom-npu %1, built for CANN %2, on CANN %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the CANN the plugin was built for</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>paddle-custom-npu %1 does not load: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Source CANN's set_env.sh before python, and install the paddle-custom-npu build for this CANN (PaddleCustomDevice's backends/npu README names one per CANN release)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Check by hand: python -c "import paddle_custom_device; paddle_custom_device.npu.version()"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Install the paddle-custom-npu build for CANN %1, or CANN %2 for this build; then run python -c "import paddle; paddle.utils.run_check()"</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ContainerOptions</name>
        <message>
            <source>%1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>"%1" is not an environment variable name (letters, digits and _, not starting with a digit)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The value of %1 holds a line break or a NUL byte, which no container environment takes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 takes no environment variables at launch: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 takes no on-start script: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 takes an on-start script of at most %2 bytes; this one has %3. Put the long part in a file you sync, and start it from a short script.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 does not let you set the size of /dev/shm: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its instance API has no environment field. Set them in your job's command or in ~/.bashrc once it is up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its instance API documents no start script. Run it once the instance is up: rentdeck-cli exec NAME -- sh -c "…".</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its instance API has no field for it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its launch call has no environment field. Export them in an --onstart script (it runs as root at first boot), or set them in your job's command.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a Lambda instance is a whole virtual machine, not a container: /dev/shm is the system's own, half the RAM.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its start command would replace the image's own, which starts SSH. Run the script once the pod is up: rentdeck-cli exec NAME -- sh -c "…", or a job.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RunPod's pod API has no field for it (REST v1, v2 and GraphQL alike).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the sandbox shares this computer's /dev/shm.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Vast.ai sizes /dev/shm itself, in proportion to the GPUs you rent, and its create call has no field for it. Rent more of the machine's GPUs for more, or have the DataLoader use fewer workers.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no NAME= before the value</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>LambdaFileSystems</name>
        <message>
            <source>a file system list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lambda Cloud sent the file systems as something other than a list: RentDeck cannot read them; Lambda's API may have changed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lambda Cloud sent a file system without an id.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a file system deletion</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lambda Cloud did not confirm deleting the file system %1: check it in Lambda's dashboard (it may still be billing).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Ledger</name>
        <message>
            <source>Cannot record the launch of %1.</source>
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
        <message>
            <source>Cannot set the project of %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not in the ledger.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>NvidiaSmiParser</name>
        <message>
            <source>nvidia-smi --version output without a driver version</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck</name>
        <message>
            <source>cuda-compat.json: %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>needs "cuda" as MAJOR.MINOR and a "linux" driver version</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>"windows" is neither null nor a version</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>is missing or empty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>needs "id", "name" and "package"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>each build needs "cuda" (MAJOR.MINOR) and an "index" or "package"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>needs "version" and at least one build</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>has no releases</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nvidia-smi table, line %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the nvidia-smi XML lists no &lt;gpu&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU %1 in the nvidia-smi XML has no &lt;product_name&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--%1: expected a whole number of at least %2, got "%3"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>through one PCIe switch</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>through several PCIe switches</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>through the CPU's PCIe host bridge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>across the PCIe host bridges of one CPU</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>across CPU sockets</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>over a link this version does not know</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 and %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the MIG row on line %1 is on GPU %2, which has no GPU row in the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nvidia-smi topo -m, line %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nvidia-smi -q -x has no driver_version (a partial copy?)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nvidia-smi -q -x has no cuda_version (a partial copy?)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nvidia-smi -q -x says attached_gpus %1 but lists %2 &lt;gpu&gt;: the other GPUs are missing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nvidia-smi -q -x has no fb_memory_usage total for GPU %1 (%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>npu-smi table, line %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the npu-smi output is empty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the input is %1 bytes; npu-smi info is never larger than %2 bytes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the input is binary data, not npu-smi output</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the input is not UTF-8 text, so it is not npu-smi output</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected %1 values (%2), found %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected an NPU row (NPU id and name | health | power, temperature …)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected the chip row under an NPU row (chip id | bus id | AICore, memory …)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected a process row (NPU and chip | process id | name | memory)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>more process rows than npu-smi prints</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the output is cut in the middle of a chip (its NPU row has no chip row)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the output is cut after a chip row (the table has no closing border)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::AccountStore</name>
        <message>
            <source>Could not save the account list %1: %2</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::AccountsDialog</name>
        <message>
            <source>No accounts yet — the sandbox works without one; add a Vast.ai, RunPod, Lambda or AutoDL key to see their offers.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Test</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Accounts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Provider</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Key</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Label</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Paste the API key</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Optional, e.g. work</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>API &amp;key:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Label:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>from environment (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>key in keychain</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>key kept for this session</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>key in keychain, but unreadable</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not set up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No keychain is available, so keys cannot be stored. Set RENTDECK_&lt;PROVIDER&gt;_API_KEY in the environment instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No system keychain (Secret Service) is available: keys added here are kept for this session only. To keep a key across restarts, set RENTDECK_&lt;PROVIDER&gt;_API_KEY.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 key</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Change</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Add</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type a key to test it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Asks %1 whether it accepts the key.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>✓ %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>✗ %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saving…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The key could not be saved in the keychain: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved. %1 is set and is used instead while it is.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved. Offers are being fetched with the new key.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove account</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remove the %1 key from the keychain and the account from RentDeck? Running instances keep running and keep costing; RentDeck can no longer see them.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The key could not be removed from the keychain: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Removed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The stored key could not be read: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it is empty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Asking %1…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 accepted the key.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::AddSshHostDialog</name>
        <message>
            <source>Add SSH host</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Paste the SSH command your provider shows, e.g. &lt;tt&gt;ssh -p 34222 root@connect.example.com&lt;/tt&gt;. RentDeck logs in once to check it and learns the machine's host key.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ssh -p 34222 root@connect.example.com</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>only if the provider gave you one</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>optional: private key file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Browse…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Free / unknown</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>per hour</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>per minute</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>per second</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>billed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>optional, e.g. 4090 for finetuning</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>optional, e.g. AutoDL</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>SSH &amp;command:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Password:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Key file:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>P&amp;rice per hour:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Label:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pro&amp;vider:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Add</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Host %1, port %2, user %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose the private key</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Logging in to %1…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancelled; nothing was added.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type the price above</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (%2 GB): typically %3/h per GPU</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> GPU(s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 &amp;list price:</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::ApiJob</name>
        <message>
            <source>No network access for %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 at byte %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 answered with malformed JSON (%2: "%3").</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 refused the request: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no reason given</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>API key rejected by %1: check it in Settings › Accounts.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 says the account balance is too low: add credit there and try again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: this offer was just taken, pick another.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 has nothing at %2: it may have been removed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is rate limiting RentDeck: wait a minute and try again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is having trouble (HTTP %2): try again later.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 rejected the request (HTTP %2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 did not answer within %2 s: check your connection or try again later.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Refused to call %1 at %2: only https:// addresses are allowed (plain %3 would send the API key unencrypted). Fix the account's API address.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Secure connection to %1 failed (%2): RentDeck only talks to servers with a valid certificate and sent nothing. Check the account's API address (a custom address or a proxy may be intercepting), your network and this computer's clock.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 redirected RentDeck to another address (%2); RentDeck does not follow it, so that your API key goes nowhere else. Check the account's API address.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not find %1 (%2): check your connection.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not reach %1: %2.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::Appearance</name>
        <message>
            <source>&amp;Appearance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Follow the &amp;system</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Light</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Dark</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::AutoDlJson</name>
        <message>
            <source>AutoDL answered in an unexpected shape (%1); its API may have changed. Try again later or use the console.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>API key rejected by %1: check it in Settings › Accounts.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 says the account balance is too low: top it up in the AutoDL console and try again (%2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: this offer was just taken, pick another (%2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 does not know this instance any more (%2): it may have been released.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 refused the request: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no reason given</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no JSON object</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no "code" in the answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>gpu_stock data is not a list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 free of %2 in %3; typical list price, the AutoDL console price wins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pro/create gave no instance_uuid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>AutoDL gave no status</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pro/list data is not a list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pro/snapshot data is not an object</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pro/status gave no status</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>AutoDL can expand the system disk by 0 to %1 GB, not %2 GB.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 rents only to accounts that finished real-name verification (实名认证): complete it in the AutoDL console, then launch again (%2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (%2); AutoDL has no stock query, so a launch tells whether it is free; typical price, the console's wins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>AutoDL takes an image uuid (base-image-… or your own image-…), not "%1". Base images: %2.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::AutoDlPriceList</name>
        <message>
            <source>The AutoDL price list is not readable (%1): expected an object with a "gpus" array.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>wrong shape</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The AutoDL price list has an entry without a model or a typical_price (entry %1).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>AutoDL bills pay-as-you-go by the hour, in yuan (CNY). Powering off (关机) stops compute billing and keeps the disk; an instance left powered off for 15 days is released and its data deleted.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: typical list price %2/h per GPU (list checked %3); the AutoDL console price wins.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::AutoDlProCatalog</name>
        <message>
            <source>The AutoDL Pro catalog is invalid: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no specs or no base images</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a spec without gpu_spec_uuid, gpu_name or vram_gb</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a base image without image_uuid, name or cuda_v_from</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>default_image is not one of the base images</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::AutoDlProvider</name>
        <message>
            <source>running; AutoDL has not shown the SSH login yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>running; SSH details unavailable: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>"%1" is not an AutoDL offer id (REGION/GPU_SPEC/COUNT, 1 to %2 GPUs): pick one from rentdeck-cli offers --provider autodl.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>AutoDL did not power off %1 in time (status "%2"), so it was not released. Try destroy again in a minute.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>powering %1 off first (AutoDL releases only powered-off instances)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>released %1; its disk is deleted</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Power off: compute billing stops, the disk is kept. Powering on again may find the GPU taken.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing for compute; the instance is released (data deleted) after 15 days powered off.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>AutoDL has no Pro GPU spec "%1" that RentDeck knows a price for: pick one from rentdeck-cli offers --provider autodl.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>creating a Pro instance with %n× %1</source>
            <translation>
                <numerusform>creating a Pro instance with %n× %1</numerusform>
                <numerusform>creating a Pro instance with %n× %1</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RentDeck::BillingAdvice</name>
        <message>
            <source>Occasional short runs: rent on demand, billed per second or per minute, and destroy the box when the job ends (a max-lifetime or idle guard does it for you).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This run takes about %1 h: an offer billed per hour charges %2 h, %3 % more.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Multi-day runs: a daily or monthly rate (AutoDL, reserved instances) usually beats on-demand past about a week.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Spot (interruptible) offers cost much less but can be taken back at any moment: use them only with checkpoints saved every hour or so and a script that resumes from the last one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This job runs about %1 days without interruptions.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Always-on inference: reserved or monthly pricing; on demand, a box left running is billed %1 h a month.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Count the storage for the weights (about %1 GB on disk at this precision) and the traffic your users make: some providers bill both by the GB.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Occasional short runs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Multi-day runs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Always-on inference</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::BudgetEvaluator</name>
        <message>
            <source>Budget %1 (%2) is used up: %3 of %4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Budget %1 (%2) passed %3 %: %4 of %5</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Spent %1 of %2 in %3 (%4 %).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Still billing: %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RentDeck stops the running instances in this scope (it never destroys them).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stop or destroy what you no longer need: rentdeck-cli instances</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::BudgetStore</name>
        <message>
            <source>The ledger is not open, so budgets cannot be kept.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot save the budget.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot remove budget %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no budget %1 that you may remove (see: rentdeck-cli budget list).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot record the budget alert.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot save the channel.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot remove channel %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no channel %1 that you may remove (see: rentdeck-cli notify list).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::BuiltInScript</name>
        <message>
            <source>The script %1 is not built into this RentDeck: %2</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::BurnInPanel</name>
        <message>
            <source>GPU %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Temperature</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>°C</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>SM clock</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>MHz</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Throughput</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TFLOPS</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Waiting for the first sample…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Burn-in of %1: every GPU under full load for %2 s…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Burn-in of %1: %2 of %3 s</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::CheckBanner</name>
        <message>
            <source>Show checks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dismiss</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not what was sold — %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Destroy %1 now (so far %2)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::CheckReportModel</name>
        <message>
            <source>pass</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>warning</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>FAIL</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>skipped</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Status</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Check</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Measured</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Expected</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How to fix</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n passed</source>
            <translation>
                <numerusform>%n passed</numerusform>
                <numerusform>%n passed</numerusform>
            </translation>
        </message>
        <message>
            <source>, </source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n warning(s)</source>
            <translation>
                <numerusform>%n warning</numerusform>
                <numerusform>%n warnings</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n failure(s)</source>
            <translation>
                <numerusform>%n failure</numerusform>
                <numerusform>%n failures</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n skipped</source>
            <translation>
                <numerusform>%n skipped</numerusform>
                <numerusform>%n skipped</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RentDeck::CheckReportStore</name>
        <message>
            <source>The ledger is not open, so check reports are not kept.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot record the check report of %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot read the benchmarks in the ledger %1.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::CheckRunner</name>
        <message>
            <source>no SSH session</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>connected to %1 after %2 ms</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>connecting to %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>probe</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>benchmark</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>benchmark running for %1 s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 started (%2 ms)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>probe finished after %1 ms</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>benchmark finished after %1 ms</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>sampling clocks under load</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>under-load sample</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>timed out after %1 s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the probe %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the benchmark %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cancelled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>SSH to %1 failed: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>checks finished after %1 ms</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>burn-in: every GPU for %1 s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>burn-in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>burn-in finished after %1 ms</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the burn-in %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::CheckService</name>
        <message>
            <source>%1 is not a known instance.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The connection to %1 ended during the checks (stopped, destroyed or unreachable); run them again once it is back.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::CheckpointShuttle</name>
        <message>
            <source>There is no SSH session to %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>"%1" is not a checkpoint name.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>snapshotting checkpoint %1 on %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>snapshot checkpoint %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot create %1.%2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Checkpoint %1 arrived but did not verify.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot move the pulled checkpoint to %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pulling checkpoint %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The checkpoint pull was cancelled.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>remove the snapshot</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::ChecksView</name>
        <message>
            <source>&amp;Run checks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>With &amp;benchmark (TFLOPS, ~10 s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export &amp;Markdown…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export &amp;JSON…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Instance:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No running instance. Launch one from the Offers tab; it is checked as soon as it is up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 has not been checked yet. Press Run checks.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 — %2 (checked %3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Checking %1…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The checks of %1 could not run: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export the report as Markdown</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Export the report as JSON</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not save %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Re-run checks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Re-run &amp;selected check</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 — re-ran one check (%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Run the pre-flight checks on the chosen instance (Ctrl+R).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no burn-in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>burn-in </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>After the checks, load every GPU at once for this long and watch temperature, clocks, errors and throughput (60 s is typical).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stop the checks (and the burn-in) now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The burn-in did not run: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the checks ended first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Burn-in passed: every GPU held its clocks, stayed cool enough and computed correctly.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Burn-in found problems — %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::CompatChecker</name>
        <message>
            <source>no CUDA version in the table runs fully on it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>this driver runs CUDA &lt;= %1 fully</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>driver %1 &gt;= %2, the driver CUDA %3 ships with (%4): full feature set</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>driver %1 &lt; %2, the driver CUDA %3 ships with</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CUDA %1 is not in the compatibility table (newest known: %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ask for a driver &gt;= %1 for full support</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ask for the newest driver of the %1.x family</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1, but &gt;= %2, the CUDA %3.x minor-version-compatibility floor: runs, except JIT of PTX newer than the driver (cudaErrorUnsupportedPtxVersion; e.g. a GPU only covered by +PTX in the build) and APIs that need a newer driver (cudaErrorCallRequiresNewerDriver)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1; or use a build for CUDA &lt;= %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1, and &lt; %2, the CUDA %3.x minor-version-compatibility floor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1; CUDA %2.x has no minor-version compatibility</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (&gt;= %2 runs it under minor-version compatibility)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ask for a driver &gt;= %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1; %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>"%1" is not a CUDA version (expected e.g. 12.4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown CUDA version %1: the table covers CUDA %2 to %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>install the %1 build (%2); %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1; or use %2 %3 built for CUDA %4%5 (%6)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>, under minor-version compatibility</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1; no %2 release in the table runs on this driver</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown framework "%1"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 %2 is a CPU-only build: it does not use the NVIDIA driver</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown %1 version "%2": the table covers %1 %3 to %4 (update resources/data/cuda-compat.json)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 %2 has no %3 build (builds: %4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 %2 built for CUDA %3: %4</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::CompatDatabase</name>
        <message>
            <source>cannot read the CUDA compatibility table %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>needs "major" &gt;= 11 and "linux"</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::ConnectionManager</name>
        <message>
            <source>%1 is not a known instance.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is %2: start it first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is no longer running.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::CredentialTester</name>
        <message>
            <source>%1 could not be set up for the check.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::Database</name>
        <message>
            <source>The database schema has no step %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot read the ledger %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot open the ledger %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 was written by a newer RentDeck (schema %2 &gt; %3); upgrade RentDeck.</source>
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
            <source>The ledger %1 is damaged. Keep a copy of it, then restore a backup or move it aside and start RentDeck again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The disk holding the ledger is full: free some space and try again. Nothing recorded before was lost.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot enable foreign keys in the ledger.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot read the ledger %1 (%2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not a usable RentDeck ledger (%2). It was left untouched: move it aside and start RentDeck again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot check the ledger %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot create the folder %1 for the ledger.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot create the ledger %1: %2</source>
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
            <source>The %1 driver for Qt is not installed (Debian: %2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 holds no RentDeck team yet; its admin creates it with rentdeck-cli team init.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is at schema %2 and this RentDeck needs %3: ask the team's admin to run rentdeck-cli team init again with this version, which upgrades it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The team database went away.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server refused the password: join again with the address your admin gave you, or set RENTDECK_TEAM_PASSWORD.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The TLS check failed: give the server's CA file with ?sslrootcert=PATH in the address, or sslmode=require to encrypt without checking who answers.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Check the role and database names in the address.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Check that the server runs and that this machine may reach it; RentDeck keeps recording locally meanwhile.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot connect to the team database %1. %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot prepare the connection to the team database.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot read the team database's schema version.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot check the team database.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the constraint %1 of %2 was never validated</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::DisplayCurrency</name>
        <message>
            <source>%1 (%2)</source>
            <comment>converted price (original price)</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>1 USD = %1 CNY (default rate)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>1 USD = %1 CNY (set %2)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::ExchangeRateDialog</name>
        <message>
            <source>Exchange rate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>1 USD = </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> CNY</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RentDeck does not fetch rates: it converts USD and CNY prices at the rate you enter here, to show and sort offers in one currency. Providers still bill in their own currency.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>never (built-in default)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Rate:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last set:</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::FileTransfer</name>
        <message>
            <source>Cannot sync: the instance has no SSH address yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot sync: %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot sync: no local folder was given.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::FitDescription</name>
        <message>
            <source>does not fit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tight</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>comfortable</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 min</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 h</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 days</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>data sheet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>measured on earlier machines with this GPU</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>measured on this offer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 at %2 TFLOPS per GPU (%3) × %4 % MFU × %5 % parallel efficiency</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>, billed the offer's way: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>, gradient sync at the %1 GB/s measured on this offer</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::ForwardModel</name>
        <message>
            <source>port %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>error: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>listening</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>waiting for SSH</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>↓ %1  ↑ %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Instance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Service</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Local address</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remote</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>State</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Connections</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Traffic</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::ForwardsView</name>
        <message>
            <source>Open in &amp;browser</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Close forward</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No port forwards. In the Instances tab, select a running instance and open the menu by the arrow of Open terminal: Forward JupyterLab, TensorBoard or any port.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::GpuCatalog</name>
        <message>
            <source>Cannot read the GPU catalog %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>gpu-catalog.json is not a JSON object: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>gpu-catalog.json: gpus[%1] needs a "name" and a positive "memory_total_mib"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>gpu-catalog.json lists no GPU</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::GpuTierList</name>
        <message>
            <source>%1 GB</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n × %1</source>
            <translation>
                <numerusform>%n × %1</numerusform>
                <numerusform>%n × %1</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 of %2 per GPU</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>~%1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::GpuTopology</name>
        <message>
            <source>1 GPU</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no GPU</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 GPUs, all pairs NVLink (%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 GPUs over PCIe</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 GPUs, NVLink on some pairs (%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1, all pairs %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1, %2 between GPU %3</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::GuardDialog</name>
        <message>
            <source>all GPUs below</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Keep a watchdog on the instance (acts even when RentDeck is closed)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Remove guard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Guard of %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>this instance costs %1 per hour</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no limit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Warn only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stop the instance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Destroy the instance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A small script on the instance powers it off at the deadline or when idle, even while RentDeck or this computer is off. It stores no credentials of your account.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hours after launch</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>before acting, with a notification that can cancel it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Guard for:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Budget:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Max &amp;lifetime:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Idle:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Action:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>C&amp;ountdown:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This instance (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All instances of project "%1"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This instance has no project tag, so only its own guard can be set.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> min</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>utilization for</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An open terminal or a running sync counts as busy.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each instance of "%1" gets these limits on its own (not a shared budget); an instance's own guard wins.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No guard is set for this project yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This instance has its own guard, saved %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The guard of project "%1" applies now. Saving here gives this instance its own guard, which wins.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No guard is set for this instance yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 cannot stop instances.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Notifies you at 80% and at the limit; never stops or destroys anything.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stops the instance at the limit or when idle; you can resume it later.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Destroys the instance and its disk at the limit or when idle; data not pulled back is lost.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Still billed after stop: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The budget must be an amount above zero, such as 25 or 12.50; leave it empty for none.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The lifetime must be a number of hours above zero, such as 12 or 1.5; leave it empty for no limit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The idle rule needs a utilization from 1% to 100% and at least one minute.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 cannot stop instances; choose Warn only or Destroy.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set a budget, a lifetime or an idle rule for the guard to watch.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::GuardEvaluator</name>
        <message>
            <source>%1 s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 min</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 h</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 h %2 min</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 d</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 d %2 h</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>budget %1 reached: %2 spent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>budget %1: %2 spent (%3%)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>lifetime %1 reached: launched %2 ago</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>lifetime %1: launched %2 ago (%3%)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>idle: all GPUs below %1% for %2</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::GuardMonitor</name>
        <message>
            <source>kept running; no new countdown for %1 unless this clears: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>destroy in %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>stop in %1: %2</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::GuardService</name>
        <message>
            <source>%1 is close to its limit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 reached its limit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 stopped by its guard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 destroyed by its guard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Watchdog on %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The guard now holds even when RentDeck is closed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The watchdog of %1 acted</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 at %2 (%3), while RentDeck was closed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>It powered the instance off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Its deadline was reached</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Its idle rule was met</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::GuardStore</name>
        <message>
            <source>The ledger is not open, so guards cannot be saved or read.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A guard needs an instance or a project.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A guard's budget must be more than zero.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A guard's lifetime must be more than zero.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An idle rule needs a utilization above 0% and at most 100%, and at least one minute.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A guard's countdown cannot be negative.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot save the guard of %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot remove the guard of %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 has no guard.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot read the guards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot record what the guard of %1 did.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot read what the guard of %1 did.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::HashCache</name>
        <message>
            <source>Cannot read the ledger %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The ledger is not open, so no file hashes are cached.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot store file hashes in the ledger %1.</source>
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
        <message>
            <source>A sync of %1 is running (process %2): destroying now would lose the data in flight. Wait for it to finish or cancel it, then destroy.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no longer listed by the provider</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The API key of the %1 account could not be read from the keychain: %2. Add it again in Settings › Accounts, or set %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it is empty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 named an SSH address RentDeck will not use: %2. Nothing was connected; the instance still bills, so destroy it or ask the provider's support.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The ledger is not available, so no project can be set.</source>
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
        <message>
            <source>preempted</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Double-click to tag this instance with a project: its cost counts there in cost reports, budgets and the team's view.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Project</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::InstanceOverview</name>
        <message>
            <source>Show the charts of %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU %1%</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1/h · %2 so far</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>/h</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Spend rate of everything running: %1</source>
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
        <message>
            <source>&amp;Add SSH host…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add any machine you can reach by SSH (AutoDL, a lab server…) with its price per hour</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open &amp;terminal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open in &amp;system terminal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open in &amp;VS Code</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Forward &amp;JupyterLab (8888)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>JupyterLab</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Forward Tensor&amp;Board (6006)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TensorBoard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Forward port…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opened a terminal for %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opening %1 in VS Code (ssh host %2)…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not start VS Code (code).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Forward a port</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Port on %1 to reach from this computer (bound to 127.0.0.1 only):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Run pre-flight c&amp;hecks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Guard…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set a budget, a lifetime limit or an idle rule, and what to do when it is reached</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Guard saved for %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Guard of %1 removed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Res&amp;tart</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reboot the instance in place; it keeps its disk and keeps billing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Restart failed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Restarting %1…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 cannot stop and resume instances: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open a terminal; the arrow has the other ways to connect: system terminal, VS Code, ssh command, JupyterLab, TensorBoard, any port</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Run a &amp;job…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Project not set</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Project of %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Its whole cost counts for this project in cost reports, budgets and the team's view (empty: none):</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::Job</name>
        <message>
            <source>Cancelled.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::JobFinisher</name>
        <message>
            <source>The job succeeded, but its outputs cannot be pulled from %1 yet: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot create %1 for the job's outputs.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the copy here did not verify</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The job succeeded, but pulling its outputs %1 failed: %2. Nothing was stopped or destroyed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>outputs pulled to %1 and verified (%2 files)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pulling the outputs of %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no outputs asked for</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>; the instance keeps running</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>; not destroyed, because no outputs were pulled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The job succeeded (%1), but %2 %3 failed: %4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>destroying</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>stopping</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>; %1 destroyed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>; %1 stopped</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>take over the end of the job</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::JobModel</name>
        <message>
            <source>%1 s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 min</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 h %2 min</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>starting</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>running</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>succeeded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>failed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>lost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>recovering</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no checkpoint folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 seen, not pulled yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>last checkpoint %1 ago, pulled and verified</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>last checkpoint %1 ago, pulled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (was on %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>keep</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>stop</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>destroy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1; auto-recover</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Job</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>State</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Instance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Command</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Runtime</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Checkpoint</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>When done</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::JobPoller</name>
        <message>
            <source>%1 was %2 from RentDeck while the job ran</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 ended: its instance was %2 from RentDeck.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is no longer listed by its provider</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 was preempted: the provider took it back</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 was %2 by its provider while the job ran%3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 does not answer over SSH (%2); still %3 by its provider</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The SSH session to %1 is gone.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>read the job's state</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>could not read the job's state: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the job's folder is gone from %1 (the machine was replaced or its disk wiped)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>stopped (exit status %1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 was stopped.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>exit status %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 failed with exit status %2 on %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the supervisor on %1 is gone without recording an exit (the machine restarted, or it was killed)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the supervisor on %1 has been silent for %2 s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>checkpoint %1 not pulled: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the last checkpoint pull failed: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 pulled and verified (%2 bytes sent)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 min</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 lost: %2. At most %3 of work since the last pulled checkpoint.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 lost: %2. No checkpoint was pulled; it would start over.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 succeeded: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is stopped: the job may have ended and its supervisor stopped the machine. Resume %1 to read how it ended and pull its outputs, or recover the job if the provider took the machine back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 was interrupted by its provider: %2</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::JobRecovery</name>
        <message>
            <source>%1 is %2; only a lost job is recovered.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>looking for a replacement for %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing is known about %1 (the instance the job ran on), so no replacement can be matched to it; name one with --offer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>fetching offers for a replacement</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Offer %1 is not listed now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No replacement for %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No replacement could take %1 over: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>launching %1 (%2 × %3, %4/h)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (replacing %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 did not launch (%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>did not answer over SSH (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pre-flight checks on %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>failed its pre-flight checks (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>starting on %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>from %1 onto %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>, resumed from checkpoint %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>; %1 is stopped and may still bill for its disk: destroy it when it is no longer needed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>replacement %1: destroyed again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 could not be destroyed after it failed (%2): it may still bill; destroy it by hand (rentdeck-cli destroy %1).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::JobRemoteCommand</name>
        <message>
            <source>Could not %1 on the instance (exit status %2)%3</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::JobRemoteStatus</name>
        <message>
            <source>The instance did not answer with a job status (is the job's folder there, and sh on the PATH?).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::JobService</name>
        <message>
            <source>There is no job:%1 (see: rentdeck-cli job list).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A job needs a command.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A job needs an instance to run on.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Checkpoints are pulled every so many minutes (more than 0), and at least one is kept.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Outputs and where to pull them go together: give both, or neither.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Destroying the instance when the job is done needs outputs to pull (--outputs DIR --pull-to LOCAL): nothing is destroyed before the job's results are pulled and verified.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not a folder here, so it cannot be pushed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: a job's folders may not climb out with "..".</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is %2, not running.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot reach %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>stop %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>job:%1 recovered onto %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>job:%1 could not be recovered: %2</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::JobStarter</name>
        <message>
            <source>reach the instance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>push %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>put checkpoint %1 back</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The SSH session to %1 is gone.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the copy on the instance did not verify</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>starting %1 on %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>write the job's command</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>write the command</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>start the supervisor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>start the job's supervisor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>record the start</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>supervisor pid %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 could not %2 on %3: %4</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::JobStore</name>
        <message>
            <source>The ledger is not open, so jobs cannot be saved or read.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A job needs an instance and a command.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot record the job on %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot save %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot record that %1 moved to %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot read the jobs.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot record what happened to job:%1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot read what happened to job:%1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot read the job events of %1.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::JobsView</name>
        <message>
            <source>&amp;Start job…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>S&amp;top</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Recover</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Auto-recover</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ends the command (SIGTERM to everything it started); the instance keeps running.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Launch a replacement (the same offer if it is back, else the cheapest that fits, within the job's price ceiling), check it, push the code and the last verified checkpoint, and start the command again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recover this job without asking when its machine is lost, while RentDeck runs.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The selected job's log appears here.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RentDeck job</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No jobs yet. A job runs your command under RentDeck's supervisor on an instance: it survives closing the window, its checkpoints come back here, and a lost machine is replaced.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 — %2 on %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ran on %1; each machine's cost is in the ledger under this job.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>read the job's log</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Job not started</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stop %1 on %2? Its command gets SIGTERM and ends; the instance keeps running (and billing).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stop the job?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not stop the job</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not recover the job</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::KeychainProbe</name>
        <message>
            <source>there is no D-Bus session bus (no desktop session: SSH, a container or CI)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no keychain service (Secret Service such as GNOME Keyring or KeePassXC, or KWallet) runs on the session bus</source>
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
        <message>
            <source>No system keychain is available: %1. Install and unlock a Secret Service such as GNOME Keyring or KWallet, or give secrets through environment variables.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::LambdaErrors</name>
        <message>
            <source>API key rejected by %1: check it in Settings › Accounts.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 says the account is inactive: reactivate it in Lambda's dashboard, or use another account in Settings › Accounts.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: this offer was just taken, pick another (no capacity left).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: this offer was just taken, pick another (no capacity left in %2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: the account's instance quota is used up: terminate an instance or ask Lambda support to raise the quota.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 says the account's billing address is invalid: correct it in Lambda's dashboard, then launch again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 does not know it: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 has no instance %2: it may have been terminated already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: the file system is in another region than the instance: pick an offer in the file system's region.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 already has one with that name (%2): pick another name.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 rejected the request as invalid (%2): this is a RentDeck bug or an API change; please report it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1's upstream provider is unavailable (%2): try again shortly.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::LambdaJson</name>
        <message>
            <source>the instance_type is not an object</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an instance_type has no name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>instance type %1 has no valid price_cents_per_hour</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>instance type %1 names no GPU count</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lambda Cloud sent %1 that is not JSON (%2 at byte %3): try again; if it persists, Lambda's API may have changed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lambda Cloud sent %1 without its "data" envelope: RentDeck cannot read it; Lambda's API may have changed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an instance-type list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lambda Cloud sent the instance types as %1 instead of a map by type name: RentDeck cannot read them; Lambda's API may have changed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a scalar</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a region without a usable name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lambda Cloud sent an instance without an id: RentDeck cannot track it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lambda Cloud sent instance %1 without a status.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lambda status "%1", which RentDeck does not know</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>preempted: Lambda took the machine back</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lambda Cloud sent instance %1 with a bad instance type: %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an instance list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lambda Cloud sent the instance list as something other than a list: RentDeck cannot read it; Lambda's API may have changed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lambda Cloud sent an instance that is not an object.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an instance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a launch answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lambda Cloud accepted the launch but sent no instance id: look for the instance in Lambda's dashboard, it may be billing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an instance operation answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lambda Cloud's answer has no "%1" list.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an SSH key list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lambda Cloud sent the SSH keys as something other than a list.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an SSH key</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lambda Cloud registered the SSH key but sent back no name.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown GPU</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unhealthy: Lambda's health checks fail and it is still billed; restart or terminate it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>terminating: Lambda is still releasing it; billing ended when it was terminated</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lambda Cloud answered the image list without a "data" list.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::LambdaProvider</name>
        <message>
            <source>"%1" is not a Lambda Cloud offer: offers look like gpu_1x_a10@us-east-1 (see: rentdeck-cli offers --provider lambda).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>checking RentDeck's SSH key at Lambda Cloud</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>registering RentDeck's SSH key at Lambda Cloud as %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>launching %1 in %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lambda Cloud cannot stop an instance, only restart or terminate it, and it bills until it is terminated: destroy lambda:%1 to stop paying.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lambda Cloud has no stopped instances to resume: lambda:%1 runs until it is terminated (a restart reboots it).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lambda Cloud did not confirm terminating lambda:%1: check it in Lambda's dashboard (it may still be billing).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lambda Cloud did not confirm restarting lambda:%1: check it in Lambda's dashboard.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lambda Cloud cannot stop or pause an instance: it can only restart it (same machine, disk kept) or terminate it (its disk is lost; only data on a mounted Lambda file system stays).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An instance bills by the minute, with no minimum, from the end of its boot until it is terminated, even while idle. Lambda file systems bill per GB-month as long as they exist.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>looking up the machine image %1 at Lambda Cloud</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lambda Cloud has no machine image "%1" in %2: Lambda starts machine images, not Docker images. Give a family (%3) or an image id, or leave the image empty for the latest Lambda Stack.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none listed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lambda Cloud did not answer the launch in time; looking for an instance named %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the launch went through after all: instance %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 No instance named %2 exists, so nothing was launched; if one appears later, rentdeck-cli instances lists it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 Several instances are named %2 (%3): one may be this launch; look at rentdeck-cli instances before launching again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 Whether an instance named %2 was made could not be checked (%3): look at rentdeck-cli instances before launching again.</source>
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
        <message>
            <source>%1 cannot stop an instance: it bills until you destroy it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>After a stop: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1's default image</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>optional, e.g. vision</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Costs, guards and budgets can be reported and capped per project.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Project:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>one NAME=VALUE per line, e.g. HF_HOME=/workspace/hf</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Environment variables of the machine. Values go to the provider only; RentDeck keeps none of them.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>optional: a script run when the machine starts, e.g. pip install -r …</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Provider's default</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Size of /dev/shm: PyTorch's DataLoader workers pass batches through it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Environment:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On-&amp;start script:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>/dev/&amp;shm:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Environment, line %1: %2.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::LeftoverModel</name>
        <message>
            <source>Disk</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Volume</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>File system</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stopped instance (its disk)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Image</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>IP address</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 GB</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The provider's API gives no price for this: see its console.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not given</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 a day</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Size</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Costs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Since</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>From</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (deleted with its data on %2 unless started again)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::LeftoverMonitor</name>
        <message numerus="yes">
            <source>Still billing with nothing running: %n item(s), price not given by the provider</source>
            <translation>
                <numerusform>Still billing with nothing running: %n item, price not given by the provider</numerusform>
                <numerusform>Still billing with nothing running: %n items, price not given by the provider</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Still billing with nothing running: %1 a day (%n item(s))</source>
            <translation>
                <numerusform>Still billing with nothing running: %1 a day (%n item)</numerusform>
                <numerusform>Still billing with nothing running: %1 a day (%n items)</numerusform>
            </translation>
        </message>
        <message>
            <source>No configured provider owns %1.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::LocalManifestBuilder</name>
        <message>
            <source>%1 is not a folder.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancelled.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot read %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::LocalTransferSide</name>
        <message>
            <source>read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>write</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Check the folder's permissions or choose another folder.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Free some disk space, then run the transfer again to resume.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Check the path.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot %1 %2: %3. %4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>create the folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>create the symlink</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>remove</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>set the mode and time of</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rename %1 to</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot %1 %2: it or a folder above it is a symbolic link, and a transfer never goes through one (the other side may have planted it). Remove the link, then run the transfer again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>open the folder</source>
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
        <message>
            <source>Port forwards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copied the ssh command of %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opened a system terminal for %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 — terminal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The SSH host provider is not part of this build.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Added %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Checks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Destroying %1…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sync</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Monitor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>destroyed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>stopped</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%1 will be %2 in %n second(s): %3</source>
            <translation>
                <numerusform>%1 will be %2 in %n second: %3</numerusform>
                <numerusform>%1 will be %2 in %n seconds: %3</numerusform>
            </translation>
        </message>
        <message>
            <source>Guard of %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep running</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Let it happen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Accounts…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Planner</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Refreshing offers…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First connection to %1: its host key %2 is recorded; a different key later is refused.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Jobs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Team: %1</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Team offline since %1 (%n waiting)</source>
            <translation>
                <numerusform>Team offline since %1 (%n waiting)</numerusform>
                <numerusform>Team offline since %1 (%n waiting)</numerusform>
            </translation>
        </message>
        <message>
            <source>Everything is recorded here and goes to the team database when it answers.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Team %1 · %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Team…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Team %1: nothing running</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Team %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deleted %1: it bills no more.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 · %2 · %3/h · %4 so far</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: GPUs waiting</source>
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
        <name>RentDeck::MetricArchive</name>
        <message>
            <source>The ledger is not open, so metric history is kept in memory only.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot save the metric history of %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot save the gaps of %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot read the metric history of %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot read the metric history.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot prune the metric history.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::MetricStream</name>
        <message>
            <source>Stopped.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The SSH session is gone.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Waiting for the SSH connection to %1…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Starting the metrics stream on %1…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 Restarting in %2 s.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Streaming host metrics only (no working nvidia-smi on the instance).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Streaming.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The metrics command ended (exit status %1).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The metrics command ended (exit status %1): %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No metrics for %1 s (is nvidia-smi hanging?).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Streaming Ascend NPUs from npu-smi info: AI Core %, device memory, temperature, power.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::MonitorView</name>
        <message>
            <source>GPU utilization</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU memory used</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GiB</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU temperature</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>°C</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU power</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>W</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Host CPU</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Host RAM used</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Instance:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>5 min</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>1 h</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>24 h</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (history)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Host</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no instance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>waiting for samples…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No cost recorded for this instance.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Total</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Storage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Budget</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt; so far (GPU %2, storage %3), at %4/h quoted at launch.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rounding: %1 billed for time not used (%2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Spending %1/h now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Budget %1 reached.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Budget %1 reached at %2 at this rate.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Budget %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 by the end of its lifetime (%2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No guard: set a budget or an idle rule with Guard… in the Instances tab.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No instance yet. Launch one from the Offers tab; its GPUs show up here.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Live, one sample a second.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Starting the metric stream…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Waiting for the connection; the gap will show in the charts.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The metric stream stopped; restarting it…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not running: showing the recorded history.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Projection</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Job lost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Job moved here</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 ran on %2: %3 in all.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Idle GPUs: %1 GPU-minutes, which cost %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;GPUs waiting:&lt;/b&gt; %1.&lt;br&gt;%2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>I/O wait</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::Notifier</name>
        <message>
            <source>%1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Checks of %1 found problems</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Checks of %1 found warnings</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::NpuSmiParser</name>
        <message>
            <source>the line is %1 characters wide; npu-smi tables are under %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected the second header row (Chip | Bus-Id | AICore(%) …)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the header is not followed by chips (cut-off output?)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the header has no second row (Chip | Bus-Id | AICore(%) …)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the row is cut short (no closing "|")</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>more chips than a machine has</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a chip box has more than two rows</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the process row is cut short</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>npu-smi could not reach the NPU driver ("dcmi module initialize failed"): the driver is not loaded, was upgraded without a reboot, or this user cannot open /dev/davinci*</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no "NPU Name | Health" header: not the output of npu-smi info</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the npu-smi header is not followed by chips (cut-off output?)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the npu-smi table has no chip (cut-off output?)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::NvidiaSmiCsvParser</name>
        <message>
            <source>the CSV has no --query-gpu header; pass the field list used with --format=csv,noheader</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none of the CSV fields (%1) identifies a GPU: query at least name, uuid or memory.total</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the CSV has a header but no GPU row</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the CSV has more rows than a machine has GPUs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CSV row %1 has %2 values but there are %3 fields</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::NvidiaSmiFailure</name>
        <message>
            <source>the NVIDIA driver is not loaded (nvidia-smi cannot talk to it)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the driver sees no NVIDIA GPU</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the loaded NVIDIA kernel driver and the installed user-space libraries have different versions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>NVML, the library nvidia-smi uses, failed to start</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a GPU has fallen off the PCIe bus (hardware or power fault)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>install or reload the NVIDIA driver (check `lsmod | grep nvidia` and dmesg); on a rented machine, ask the provider for a working host or destroy it and rent another</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>check that the container or VM was started with GPU access (e.g. `--gpus all`); otherwise the host's GPU is missing: rent another machine</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the driver was upgraded without a reboot: reboot the machine (or reload the nvidia kernel modules); on a rented machine, restart it or rent another</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>reinstall the NVIDIA driver matching the kernel module, or rent another machine</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the machine needs a reset by its provider: stop renting it and report it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: "%2" — %3</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::NvidiaSmiListParser</name>
        <message>
            <source>nvidia-smi -L, line %1: %2 characters is too long for a GPU line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the list has more GPUs than a machine has</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nvidia-smi -L, line %1: expected "GPU N: NAME (UUID: …)" or a MIG line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nvidia-smi -L lists no GPU</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::NvidiaSmiParser</name>
        <message>
            <source>this is the field list of nvidia-smi --help-query-gpu, not a GPU report; save the output of `nvidia-smi -q -x` instead</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not recognised as nvidia-smi output (expected `nvidia-smi -q -x` XML, `-q` text, the default table, `--query-gpu … --format=csv` with its header, or `-L`)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::NvidiaSmiQueryTextParser</name>
        <message>
            <source>the report lists more GPUs than a machine has</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>line %1 nests too deep for nvidia-smi -q</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the nvidia-smi -q report has no "GPU 0000…" section (empty or truncated output)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the section of GPU %1 has no Product Name (truncated output?)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nvidia-smi -q has no Driver Version (a partial copy?)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nvidia-smi -q has no CUDA Version (a partial copy?)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nvidia-smi -q has no FB Memory Usage total for GPU %1 (%2)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::NvidiaSmiTableParser</name>
        <message>
            <source>the line is %1 characters wide; nvidia-smi tables are under %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the GPU box ends after its first line</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>more GPU rows than a machine has</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected a GPU row (index, name, bus id)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected fan, temperature, performance state, power and memory</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the table is cut in the middle of a GPU row</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no "NVIDIA-SMI … Driver Version" header: not an nvidia-smi table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the nvidia-smi table has no GPU row (truncated output?)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the table ends inside the "MIG devices" block (line %1): a cut-off copy, so MIG devices after the last whole row are missing; save the whole nvidia-smi output</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::NvidiaSmiTopoParser</name>
        <message>
            <source>no "GPU0 … CPU Affinity" header line: this is not the output of nvidia-smi topo -m</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the header ends before its CPU Affinity column: a cut-off copy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the header lists %1 devices, more than a machine has</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the header lists %1 out of order</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the output ends here, before the %1 row (%2 of %3 rows are there): a cut-off copy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the matrix ends after %1 of its %2 rows; the %3 row is missing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>expected the %1 row, found "%2"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the %1 row has %2 of its %3 cells: a cut-off copy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the %1 row holds "%2" under %3, which is no link code (X, NV#, PIX, PXB, PHB, NODE, SYS)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the %1 row holds "%2" under %3, but X belongs exactly in a device's own column</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a GPU row the header has no column for (is the header cut?)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::NvidiaSmiValues</name>
        <message>
            <source>the nvidia-smi output is empty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the input is %1 bytes; nvidia-smi output is never larger than %2 bytes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the input is binary data, not nvidia-smi output</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the input is not UTF-8 text, so it is not nvidia-smi output</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>line %1 is %2 characters long; nvidia-smi never prints lines that long</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::NvidiaSmiXmlParser</name>
        <message>
            <source>the XML is larger than %1 bytes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the XML root is &lt;%1&gt;, not &lt;nvidia_smi_log&gt;: this is not nvidia-smi -q -x output</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the XML nests deeper than nvidia-smi ever does</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the XML lists more GPUs than a machine has</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the nvidia-smi XML is malformed or truncated at line %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the XML has no &lt;nvidia_smi_log&gt; element</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::OfferFilterBar</name>
        <message>
            <source>Filter by GPU, provider or region (e.g. 4090 sandbox)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All</source>
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
            <source>Exact number of GPUs in the offer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Highest price per hour for the whole offer, in the currency prices are shown in.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>More filters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Currency prices are shown and sorted in; the original price stays in brackets.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pro&amp;vider:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Min &amp;VRAM:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>G&amp;PUs:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Max &amp;price/h:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Prices &amp;in:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Spot only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On-demand only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>e.g. us, cn-east</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> %</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Offers whose provider states no reliability are kept.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The host driver must support at least this CUDA version; unknown ones are kept.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Clear filters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Spot:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Region:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Min re&amp;liability:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Min C&amp;UDA:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fits my p&amp;lan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fill in the Planner tab to see which offers fit your job and what it costs on each.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only offers your plan fits: %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::OfferFit</name>
        <message>
            <source>No TFLOPS known for %1: no time or cost estimate.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (measured %2 GB/s)</source>
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
        <message>
            <source>%1 on %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>failed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>warnings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>passed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last check</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>spot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>on-demand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 %</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stale: fetched %1; the last refresh of %2 failed: %3</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Stale: fetched %1, more than %n minute(s) ago; it may be gone. Press Refresh.</source>
            <translation>
                <numerusform>Stale: fetched %1, more than %n minute ago; it may be gone. Press Refresh.</numerusform>
                <numerusform>Stale: fetched %1, more than %n minutes ago; it may be gone. Press Refresh.</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 as priced by %2; converted at %3.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Whole offer: %1 CPU cores, %2 RAM for %n GPU(s)</source>
            <translation>
                <numerusform>Whole offer: %1 CPU cores, %2 RAM for %n GPU</numerusform>
                <numerusform>Whole offer: %1 CPU cores, %2 RAM for %n GPUs</numerusform>
            </translation>
        </message>
        <message>
            <source>Spot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CPU / GPU</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RAM / GPU</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reliability</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Interconnect</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 per GPU needed, %2 usable</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fits plan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Est. hours</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Est. job cost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 for %2 on %3: %4 (%5)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Failed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Checked</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::OfferSourcesBar</name>
        <message>
            <source>Prices in other currencies are converted at this rate. Click to change it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 · &lt;a href="rate"&gt;change…&lt;/a&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>just now</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n min ago</source>
            <translation>
                <numerusform>%n min ago</numerusform>
                <numerusform>%n min ago</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n h ago</source>
            <translation>
                <numerusform>%n h ago</numerusform>
                <numerusform>%n h ago</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: loading…</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%1: %n offer(s)</source>
            <translation>
                <numerusform>%1: %n offer</numerusform>
                <numerusform>%1: %n offers</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: error — %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> · %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> · stale</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Offers fetched %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stale: shown greyed in the table; they may be gone. Press Refresh to fetch them again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No accounts yet — try the sandbox, or add a Vast.ai, RunPod or Lambda key in &lt;a href="accounts"&gt;Settings › Accounts&lt;/a&gt; to see real offers.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::OfferSuggestions</name>
        <message>
            <source>%1 (%2 × %3, driver %4, %5/h)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>. Offers with a new enough driver: %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::OfferWatcher</name>
        <message>
            <source>Offer available: %1 × %2 at %3/h</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%1 (%2) matches your watch "%3"; %n offer(s) match now.</source>
            <translation>
                <numerusform>%1 (%2) matches your watch "%3"; %n offer matches now.</numerusform>
                <numerusform>%1 (%2) matches your watch "%3"; %n offers match now.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RentDeck::OffersCommand</name>
        <message>
            <source>Only offers the plan (the plan flags, as for `plan`) fits, with est_hours and est_job_cost.</source>
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
        <message>
            <source>Ask every provider for its offers again (%1).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Guard not saved</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 was launched, but its guard could not be saved: %2

Set it again with Guard… in the Instances tab; until then nothing limits what it costs.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Watch</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Be told when an offer like the filtered ones appears or gets cheaper (popular cards sell out): desktop notices and your notify channels, while RentDeck runs.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Watch for offers like these</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Watching for %1: you will be told when one appears.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Watch (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stop watching for %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::Paths</name>
        <message>
            <source>The disk holding %1 is full: free some space and try again.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::PlanCommand</name>
        <message numerus="yes">
            <source>Plan: %1, %2 B parameters, %n GPU(s), %3</source>
            <translation>
                <numerusform>Plan: %1, %2 B parameters, %n GPU, %3</numerusform>
                <numerusform>Plan: %1, %2 B parameters, %n GPUs, %3</numerusform>
            </translation>
        </message>
        <message>
            <source>VRAM per GPU  %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  weights     </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  optimizer   </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  gradients   </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  activations </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  KV cache    </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>  reserve     </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Compute       %1 FLOPs</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>On %n GPU(s) of each model:</source>
            <translation>
                <numerusform>On %n GPU of each model:</numerusform>
                <numerusform>On %n GPUs of each model:</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 h</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Warnings:</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::PlanEstimator</name>
        <message>
            <source>Model shape not given: assumed %1 layers, hidden size %2 (the %3 class, as %4).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Full fine-tuning trains 16-bit weights; int8/int4 applies to LoRA and inference only and was ignored.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Full data parallelism keeps every state on each GPU; --mode sharded divides them by the GPU count.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sharding over one GPU saves no memory.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Inference time assumes compute-bound batches; small-batch decoding is slower.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 GPUs over %2: gradient sync %3 s &gt; step %4 s — adding GPUs will not help.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::PlanForm</name>
        <message>
            <source>%1 class (%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Custom</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Parameters: 7B, 1.5b, 500M or 7e9.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>LoRA / QLoRA (frozen base)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Full fine-tune (data parallel)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sharded fine-tune (ZeRO-3 / FSDP)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Inference (serving)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How the (base) weights are stored: 2 bytes each in bf16/fp16, 1 in int8, ½ in int4.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>as hidden</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Grouped-query attention: the KV heads (with the head size) replace the hidden size in the KV cache.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>e.g. 100M, 3B; empty: no time or cost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> %</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Model FLOPs utilisation: the share of the GPU's peak a real training loop reaches (30-50 % is typical).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Model:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Parameters:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Job:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Weights:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;GPUs:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Se&amp;quence length:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Batch per GPU:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Layers:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Hidden size:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;KV heads:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Head si&amp;ze:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Tokens:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>M&amp;FU:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Usage:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Con&amp;text length:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Concurrent &amp;sequences:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Generated &amp;tokens:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Training &amp;tokens:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Parameters: "%1" is not a count; write 7B, 1.5b, 500M or 7e9.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tokens: "%1" is not a count; write 100M, 3B or 3e9, or leave it empty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>full fine-tune</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>sharded fine-tune</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>LoRA</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>inference</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%1 %2, %3, %n GPU(s)</source>
            <translation>
                <numerusform>%1 %2, %3, %n GPU</numerusform>
                <numerusform>%1 %2, %3, %n GPUs</numerusform>
            </translation>
        </message>
        <message>
            <source>Gradient &amp;checkpointing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recompute activations in the backward pass: far less memory, ~30 % more time.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::PlanInput</name>
        <message>
            <source>the parameter count must be positive</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the GPU count must be at least 1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the sequence length and the batch must be at least 1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>layers, hidden size, KV heads and head size cannot be negative</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>give the KV heads and the head size together</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the token count cannot be negative</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the MFU must be above 0 and at most 1 (0.35 = 35 %)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the adapter fraction must be between 0 and 1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::PlanOptions</name>
        <message>
            <source>Parameter count: 7e9, 7000000000 or with a K/M/B/T suffix (7B, 1.5B, 500M).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Model class %1: sets --params and the shape; later flags override it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>full | sharded | lora | inference (default full).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Weights: fp16 | bf16 | int8 | int4 (default bf16; int8/int4 for LoRA and inference).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sequence length; inference: context length (default 2048).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Micro-batch per GPU; inference: concurrent sequences (default 1).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Transformer layers (with --hidden; default: the nearest preset's).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hidden size (with --layers).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>KV heads, for grouped-query attention (with --head-dim).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Size of one attention head (with --kv-heads).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tokens to train on (or generate), as --params (3e9, 3B): adds time and cost.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Model FLOPs utilisation, 0..1 (default 0.35).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Activation checkpointing: keep only each layer's input.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPUs in the box (default 1).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--preset: unknown model class "%1"; known: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--params: expected a count such as 7e9, 7000000000 or 7B, got "%1"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--params N (or --preset NAME) is required</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--mode: expected full, sharded, lora or inference, got "%1"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--precision: expected fp16, bf16, int8 or int4, got "%1"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>give --layers and --hidden together</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--tokens: expected a count such as 3e9 or 3B, got "%1"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>--mfu: expected a number such as 0.35, got "%1"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>fits, tight</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>fits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>, ~%1 h</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> (measured %1 TFLOPS)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::PlannerView</name>
        <message>
            <source>&amp;Launch…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show in &amp;Offers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Memory per GPU</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU tiers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Warnings and advice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Offers that fit, by estimated job cost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Check the inputs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 per GPU</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> · %1 FLOPs for %2 tokens</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 GB tier: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How to pay</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fix the inputs to rank the offers.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>None of the %n offer(s) fits this plan: try more GPUs, sharding, LoRA or a lower precision.</source>
            <translation>
                <numerusform>The %n offer does not fit this plan: try more GPUs, sharding, LoRA or a lower precision.</numerusform>
                <numerusform>None of the %n offers fits this plan: try more GPUs, sharding, LoRA or a lower precision.</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 × %2 on %3</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%1 of %n offer(s) fit. Give the tokens to rank them by job cost.</source>
            <translation>
                <numerusform>%1 of %n offer fits. Give the tokens to rank it by job cost.</numerusform>
                <numerusform>%1 of %n offers fit. Give the tokens to rank them by job cost.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 of %n offer(s) fit; the cheapest job: %2 on %3.</source>
            <translation>
                <numerusform>%1 of %n offer fits; the cheapest job: %2 on %3.</numerusform>
                <numerusform>%1 of %n offers fit; the cheapest job: %2 on %3.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RentDeck::PostgresAddress</name>
        <message>
            <source>"%1" is not a PostgreSQL address; write it as %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 lacks a user, a host or a database name; write it as %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>sslmode=%1 is not one of %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RentDeck does not know the option %1 in a team address (it knows sslmode and sslrootcert).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::Provider</name>
        <message>
            <source>%1 cannot restart instance %2 in place; stop and resume it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 cannot add %2 as an SSH host; use Add SSH host.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is a real provider: only it decides when to take instance %2 back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RentDeck cannot delete %1 at %2; do it in the provider's console.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::PullBeforeDestroy</name>
        <message>
            <source>Checking whether the results of %1 were pulled back…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Results on %1 are not safely back on this computer:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pull and verify them now, then destroy? Destroying deletes the instance's disk for good.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pull results before destroying</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pull, verify, then destroy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Destroy anyway</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Results of %1 pulled and verified; destroying it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not destroyed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 was not destroyed: pulling %2 did not end verified. See the Sync tab, fix it and try again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 was not destroyed: the pull of %2 could not start (another sync is running?).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::PulledResultsCheck</name>
        <message>
            <source>%1 was never pulled back and verified.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 was pulled and verified on %2, but the instance cannot be asked whether files changed since.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Whether %1 changed since the last verified pull could not be checked (exit status %2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>more than %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 has changed since the last verified pull (%2 changed: %3).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::RemoteManifestBuilder</name>
        <message>
            <source>The SSH session is not usable.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancelled.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 failed on the instance (exit status %2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Listing %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not a folder on the instance.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hashing files</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The instance returned no hash for %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The instance sent more than %1 for the listing of %2, more than RentDeck verifies at once (over a million files), or a damaged %3 there: verification stopped. Remove %2/%3 on the instance and try again, or verify sub-folders one at a time.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::ReplacementOffers</name>
        <message>
            <source>No offer has at least %1 × %2 with %3 GB each.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 offers fit, but none is priced in %2; give a ceiling in their currency.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 offers fit, but none costs at most %2 an hour; raise the price ceiling.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::RsyncJob</name>
        <message>
            <source>Line %1: negation ("%2") is not supported by rsync and was ignored.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot create a private temporary folder for rsync: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot write %1 for rsync in %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot read the ignore file %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the exclude list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the file list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the password file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the password helper</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancelled.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rsync is not installed on this computer: install it (sudo apt install rsync, sudo dnf install rsync or brew install rsync) or use the SFTP fallback.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The OpenSSH client (ssh) is not installed on this computer: install it (sudo apt install openssh-client) or use the SFTP fallback.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot start rsync (%1): install it (sudo apt install rsync) or use the SFTP fallback.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancelled. What arrived so far is kept; run the sync again to resume.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rsync stopped unexpectedly (killed or crashed). What arrived so far is kept; run the sync again to resume.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The instance's host key does not match the one RentDeck trusts, so nothing was transferred. If the instance was re-created, remove its old key from RentDeck's known hosts and connect again; otherwise someone may be intercepting the connection.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The instance's host key is not in RentDeck's known hosts, so nothing was transferred: connect to the instance once from RentDeck to check and trust its key.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The instance refused the login (%1): check the user name, key or password.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rsync is not installed on the instance: install it (apt install rsync) or use the SFTP fallback.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot reach the instance: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rsync rejected the request (code %1): %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot use the source or destination folder: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rsync could not start on the instance: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The connection failed during the transfer: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading or writing a file failed (disk full?): %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The connection broke during the transfer (%1). Run the sync again to resume.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rsync was stopped by a signal. Run the sync again to resume.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Partial transfer: some files or attributes were not transferred (%1). Run the sync again to resume.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Some source files vanished while they were being transferred. Run the sync again when the data has settled.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The transfer timed out: no data moved for too long. Run the sync again to resume.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ssh failed: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rsync failed with exit code %1: %2</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::RunPodJson</name>
        <message>
            <source>RunPod's GPU catalog has an unexpected shape (expected {"gpus": [...]}, got %1): RentDeck may need an update.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Secure Cloud</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>low stock</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RunPod gives this pod only its SSH proxy, which is shell-only: expose 22/tcp with a public IP for RentDeck to connect</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RunPod has not assigned this pod an SSH port yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RunPod sent a pod without an id (%1 fields): RentDeck may need an update.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RunPod gave no status</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RunPod status %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>container starting</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RunPod sent %1 where a pod was expected: RentDeck may need an update.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RunPod's pod list has an unexpected shape (expected {"pods": [...]}, got %1): RentDeck may need an update.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RunPod's pod list holds %1 where a pod was expected: RentDeck may need an update.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RunPod's SSH key list has an unexpected shape (expected {"keys": [...]}, got %1): RentDeck may need an update.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Community Cloud: full SSH (sync, forwards) only if the pod gets a public IP</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::RunPodProvider</name>
        <message>
            <source>no reason given</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RunPod: this offer was just taken, pick another (%1).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RunPod refused to create the pod: %1. Check the image and disk size, or pick another offer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RunPod does not let this account rent from this GPU pool (%1): pick another offer, or check the API key's permissions in RunPod's console.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RunPod rejected the request as invalid: %1. RentDeck sent something RunPod does not accept; please report this with the log.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RunPod cannot start pod %1 now (%2): refresh the list and try again once it has stopped.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RunPod cannot stop pod %1 now (%2): refresh the list and try again once it is running.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RunPod has no pod %1: it may have been terminated already (refresh the list).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>"%1" is not a RunPod offer id (they look like secure.1x.NVIDIA_GeForce_RTX_4090): pick one from the offers list.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RunPod volumes are at least %1 GB; %2 GB was asked for: choose a larger disk.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>checking that RunPod knows RentDeck's SSH key</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>adding RentDeck's SSH key to the RunPod account (%n key(s) kept)</source>
            <translation>
                <numerusform>adding RentDeck's SSH key to the RunPod account (%n key kept)</numerusform>
                <numerusform>adding RentDeck's SSH key to the RunPod account (%n keys kept)</numerusform>
            </translation>
        </message>
        <message>
            <source>RunPod did not keep RentDeck's SSH key: add %1.pub under Settings › SSH Public Keys in RunPod's console and launch again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>asking RunPod for %1 × %2 (%3 cloud)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>"%1" is not a RunPod pod id.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stop releases the GPU and wipes the container disk; the volume at /workspace stays and the pod resumes on the same host, but if its GPU was taken meanwhile it may come back with zero GPUs.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The volume disk at $0.20/GB per month (twice its running price) until the pod is destroyed; network volumes always. Compute and the container disk cost nothing while stopped.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RunPod accepted the API key, but it may not do this (%1): give the key access to pods (read and write) in RunPod's console, Settings › API Keys, or use a key with full access.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RunPod starts SSH only in images that follow its PUBLIC_KEY convention (every runpod/… image does); %1 may not, and the pod would bill with no way to reach it. Use a runpod/ image (the default is %2), or start from one and install your software at start-up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>this API key may not read the account's SSH keys (403); RentDeck gives the pod its key directly</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RunPod did not take the account's SSH keys (%1); RentDeck gives the pod its key directly, the account's keys stay as they are</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>"%1" is not a RunPod network volume id.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RunPod has no network volume %1: it may have been deleted already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RunPod refused to delete network volume %1 (%2): terminate the pods that mount it first.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::RunningInstanceComboBox</name>
        <message>
            <source>%1 (%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none running</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::SandboxInstanceStore</name>
        <message>
            <source>Could not create the sandbox folder %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Another RentDeck is holding the sandbox lock; try again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not create the instance folder %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no sandbox instance "%1".</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The state of sandbox instance %1 is unreadable (%2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sandbox instance %1 was destroyed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not save %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not remove %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot create the sandbox lock %1.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::SandboxLaunch</name>
        <message>
            <source>rentdeck-gpusim (the sandbox's nvidia-smi) was not found in %1. Build it (cmake --build BUILD --target rentdeck-gpusim) or point RENTDECK_TOOLS_DIR at the folder that holds it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Offer %1 is no longer in the sandbox catalog.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not write %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not create the folders of %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ssh-keygen wrote no public key at %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not link %1 to %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ssh-keygen could not create %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No free TCP port on 127.0.0.1 for the sandbox's sshd.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not read %1.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::SandboxPowerShim</name>
        <message>
            <source>Could not write %1: %2</source>
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
        <message>
            <source>Stop ends the instance's sshd and every process it started; its folder, keys and files stay, and resume starts sshd again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Storage at the offer's per-GB-month price (simulated; sandbox prices are not real money).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sandbox instance %1 was preempted; there is nothing left to stop.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sandbox instance %1 was preempted: a reclaimed machine does not come back. Launch another one (rentdeck-cli job recover moves a job onto it) and destroy this one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sandbox instance %1 is already %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>preempted: the sandbox took the machine back, as a spot market does</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not end every process of sandbox instance %1.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::SandboxPythonStacks</name>
        <message>
            <source>cannot create %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot write %1: %2</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::SandboxSshd</name>
        <message>
            <source>OpenSSH server (sshd) is not installed; the sandbox needs it. Install it: sudo apt install openssh-server</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ssh-keygen (OpenSSH client) is not installed; the sandbox needs it. Install it: sudo apt install openssh-client</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>sshd rejected the sandbox configuration: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>sshd did not start (exit code %1): %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>sshd could not bind its port.%1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>sshd did not come up within 10 seconds (it may have failed to bind its port).%1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> sshd's log (%1): %2</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::SandboxVolumes</name>
        <message>
            <source>Cannot create the sandbox's volume folder %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot create the sandbox volume %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot attach the sandbox volume %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The sandbox has no volume %1 (see: rentdeck-cli leftovers).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Volume %1 is still attached to its instance; destroy that first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not delete all of volume %1 (%2).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::SessionReadyWait</name>
        <message>
            <source>waiting for %1 to answer over SSH</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 did not answer over SSH within %2 s%3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 did not answer over SSH within %2 s: %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>it is not running yet</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::SftpTransferJob</name>
        <message>
            <source>%1 has no SFTP server (the sftp subsystem was refused: %2): install openssh-sftp-server or rsync on it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The SFTP server of %1 did not start (%2): install openssh-sftp-server or rsync on it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancelled.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancelled. Run the transfer again to resume: partly sent files wait in %1 folders.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::SftpTransferSide</name>
        <message>
            <source>read</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>write</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The connection was lost while trying to %1 %2 (%3). Run the transfer again to resume.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no such file or folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Check the path (a relative path starts in the login's home folder).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>permission denied</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Check the permissions on the instance, or choose a folder the login user owns.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the server reported a failure</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The disk may be full (run df -h on the instance), or something else is in the way.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the SFTP server does not support this</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot %1 %2: %3. %4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>list</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>create the folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot create the folder %1 on %2: %3 is not a folder and cannot be made one (%4). Check the remote path.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>create the symlink</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>remove</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>set the mode and time of</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rename %1 to</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::SftpTransferWorker</name>
        <message>
            <source>%1 is not a folder: give the folder whose contents should be sent.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot read the ignore file %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing was deleted on %1 because a source folder could not be read.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not in %2; it was not sent.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 got shorter while it was being sent. Run the transfer again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 got shorter while it was read.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancelled after %1 of %2. Run the transfer again to resume: partly sent files wait in %3 folders.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n more problem(s); the log lists them all.</source>
            <translation>
                <numerusform>%n more problem; the log lists them all.</numerusform>
                <numerusform>%n more problems; the log lists them all.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RentDeck::SmtpJob</name>
        <message>
            <source>the SMTP server %1 did not answer within %2 s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the SMTP server %1 showed a certificate that does not check out (%2); install its CA in the system's trust store</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cannot talk to the SMTP server %1:%2: %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The e-mail to %1 was not sent: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the SMTP server sent more than RentDeck reads in one reply</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the server at %1 does not speak SMTP</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RentDeck logs in to an SMTP server only over TLS; add --starttls</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the server answered %1 %2 to %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the server does not offer STARTTLS, and this channel asks for it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the server refused the login (%1 %2); check RENTDECK_SMTP_USER and RENTDECK_SMTP_PASSWORD</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::SshAddress</name>
        <message>
            <source>the SSH user "%1" is not a plain user name (letters, digits, '.', '_', '-')</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the SSH host "%1" is not a host name or IP address</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the SSH port %1 is not between 1 and 65535</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::SshCommandParser</name>
        <message>
            <source>The port "%1" is not a number between 1 and 65535.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ignored the option -o %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ignored the jump host -J %1: RentDeck connects to the machine directly.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ignored the port forwarding -%1 %2; use rentdeck-cli forward once the host is added.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ignored the option -%1 %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The option -%1 needs a value.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ignored the unknown option -%1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ignored the option -%1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not find a host in '%1'. Paste the SSH command your provider shows, e.g. ssh -p 34222 root@connect.example.com</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ignored the remote command "%1".</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The user "%1" is not a plain user name (letters, digits, '.', '_', '-').</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::SshConfigFile</name>
        <message>
            <source>The SSH address of %1 holds a line break, quote or control character, so it was not written to the OpenSSH config.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not read %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not write %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 has no SSH address yet; wait until it is running.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not create %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Another RentDeck is updating %1; try again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 was not written to the OpenSSH config: %2.</source>
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
        <message>
            <source>%1 needs a password, and none was given.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No way to log in to %1: no identity file is set, no ssh-agent is running (SSH_AUTH_SOCK is not set) and no password was given.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Password rejected for %1 (method: password). Check the password the provider gave you.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::SshExecChannel</name>
        <message>
            <source>Cancelled: %1</source>
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
        <message>
            <source>Cannot run a command over SSH: %1.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::SshHostProvider</name>
        <message>
            <source>Give the host name or address of the machine.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The port %1 is not between 1 and 65535.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Give the user to log in as (often root).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The key file %1 does not exist or cannot be read.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Prices are in USD or CNY, not "%1".</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The price per hour cannot be negative.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>host does not answer on port %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the host name %1 cannot be resolved</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An SSH host is added, not rented: use Add SSH host (rentdeck-cli add-host "ssh -p PORT user@host").</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RentDeck cannot power an SSH host on or off; stop or release it in your provider's console.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1@%2:%3 is already added as sshhost:%4.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This build cannot log in with a password yet; add a key to the machine (ssh-copy-id) and use it instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>logging in to %1@%2:%3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>warning: no keychain is available, so the password is kept only until RentDeck exits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>trusted the host key of %1:%2 on first use: %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>your provider</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Forgot sshhost:%1 (%2@%3:%4). The machine itself was not touched: it keeps running, and billing, until you stop or release it at %5.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stop is not available: RentDeck cannot power an SSH host on or off. Stop or release it in your provider's console; destroy only forgets it here.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Whatever your provider charges; RentDeck only knows the hourly price you entered.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>warning: the password of %1 could not be kept (%2); give it again with RENTDECK_SSH_PASSWORD or in the window when connecting</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::SshHostStore</name>
        <message>
            <source>Could not create the folder %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not save the SSH host in %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no SSH host "%1".</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The record of SSH host %1 is unreadable (%2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not remove %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Another RentDeck is holding the SSH hosts lock; try again.</source>
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
        <message>
            <source>The public half of RentDeck's SSH key is missing (%1): %2. Delete %3 and RentDeck makes a new pair; instances launched with the old key need it added again.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::SshPortForward</name>
        <message>
            <source>Could not listen on 127.0.0.1: %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::SshSession</name>
        <message>
            <source>Cannot connect over SSH: the instance has no SSH address yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Connecting to %1…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Disconnected from %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The SSH session to %1 failed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Connected to %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not watch the SSH connection to %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reconnected to %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reconnect attempt %1 failed: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the server closed the connection</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the connection dropped</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Connection to %1 lost (%2); reconnecting…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The connection to %1 was lost (%2). Commands that were running did not finish; run them again once the session is back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 on %2: %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not create an SSH channel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Forwarding to %1:%2 was refused (is anything listening there on the instance?)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not open an SSH channel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server refused to run the command</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server refused to open a terminal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not send data</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not read from the channel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot connect over SSH: %1.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::StartJobDialog</name>
        <message>
            <source>&amp;Recover automatically when the machine is lost</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Start a job</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>python train.py --resume-from ckpt</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rentdeck-jobs/ID below the home</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nothing to push</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no checkpoints</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nothing to pull</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a folder on this computer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> min</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep it running</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stop it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Destroy it (after the outputs are pulled and verified)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its own price</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Instance:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Command:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Working folder:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Push first:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Check&amp;points:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pull a checkpoint &amp;every:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Keep here:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Outputs:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pull outputs &amp;to:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>When it &amp;succeeds:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Replacement up to (per hour):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your command should resume from the newest checkpoint in the checkpoint folder when there is one, else start at step 0; write each checkpoint under a temporary name and rename it into place. RentDeck pulls only complete ones.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Browse…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a folder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type the command to run.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::StillBillingPanel</name>
        <message>
            <source>Still billing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delete…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Check again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not delete %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not checked: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A stopped instance's disk goes when the instance is destroyed: destroy it in the list above, after pulling back what you need.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deletes it at the provider, with everything on it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delete %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Delete %1 for good? Everything stored on it is lost; no instance can use it afterwards. This cannot be undone.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::SyncHistory</name>
        <message>
            <source>The ledger is not open, so saved syncs and their history are off.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A saved sync needs an instance, a local folder and a remote folder.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot save the sync %1 in the ledger %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The sync %1 is already saved.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The saved sync %1 no longer exists.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot remove a saved sync from the ledger %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>That saved sync no longer exists.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot record the sync with %1 in the ledger %2.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::SyncJob</name>
        <message>
            <source>Another sync of %1 is running; wait for it to finish.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sending %1 to %2…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fetching %1 into %2…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancelled. Partly sent files are kept, so running the sync again resumes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No SSH session to verify the remote side with.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Verifying both sides by SHA-256…</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n file(s) still differ after re-sending them by checksum.</source>
            <translation>
                <numerusform>%n file still differs after re-sending it by checksum.</numerusform>
                <numerusform>%n files still differ after re-sending them by checksum.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Re-sending %n file(s) that differ…</source>
            <translation>
                <numerusform>Re-sending %n file that differs…</numerusform>
                <numerusform>Re-sending %n files that differ…</numerusform>
            </translation>
        </message>
        <message>
            <source>Verified.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Transferred (not verified).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rsync is not available (%1) Sending over SFTP instead…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Connection is back: resuming the transfer…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The connection to the instance dropped. Resuming by itself when it answers again (attempt %1)…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot create the sync lock %1, so the sync did not start.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Removing %n temporary file(s) the interrupted transfer left behind…</source>
            <translation>
                <numerusform>Removing %n temporary file the interrupted transfer left behind…</numerusform>
                <numerusform>Removing %n temporary files the interrupted transfer left behind…</numerusform>
            </translation>
        </message>
        <message>
            <source>The sync failed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Verified: neither side changed since the SHA-256 verification of %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Checking whether either side changed since the last verification…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Verifying both sides by SHA-256… %1 s: %2 of %3 files hashed here, %4 of %5 on the instance.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::SyncPair</name>
        <message>
            <source>pull %1 → %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>push %1 → %2</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::SyncPairForm</name>
        <message>
            <source>&amp;Browse…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Delete extra files on the destination</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Push: local → instance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pull: instance → local</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A folder on this computer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Relative to the instance's home, e.g. data</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Patterns separated by spaces, e.g. *.ckpt __pycache__ .git</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Removes files on the destination that the source does not have.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>D&amp;irection:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Local folder:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Re&amp;mote folder:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>E&amp;xclude:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose the local folder</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::SyncPairList</name>
        <message>
            <source>&amp;Save pair</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remo&amp;ve</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No saved syncs for this instance. Fill in the form and press Save pair to keep it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keeps the folders and options of the form for this instance.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Forgets the selected pair; its past runs stay in the history.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::SyncPairModel</name>
        <message>
            <source>Pull: instance → local</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Push: local → instance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Local folder: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remote folder: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Exclude: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deletes extra files on the destination</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::SyncRunModel</name>
        <message>
            <source>verified</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not verified</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>failed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>failed: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pull</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>push</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 ← %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 → %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 missing, %2 different, %3 extra on the destination</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Local folder: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Remote folder: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Transport: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Started</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Direction</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Local ↔ Remote</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bytes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Files</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Duration</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Result</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pull (SFTP)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>push (SFTP)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::SyncStatusPanel</name>
        <message>
            <source>%1 MB/s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ETA %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 of %2 files</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 sent in %2 s (%3 MB/s)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 sent in %2 s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Verified: %1 files, %2 MB identical on both sides (%3 re-sent)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 extra files on the destination were kept (Delete extra files is off).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Verified in %1 s.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Transferred, not verified.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancelled. Partly sent files are kept: run again to resume.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Not verified: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stopped after %1 s.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Missing on the destination: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Different content: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Extra on the destination: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Neither side changed since the SHA-256 verification of %1, so nothing needed sending.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::SyncView</name>
        <message>
            <source>&amp;Run sync</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Instance:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No running instance. Launch one from the Offers tab to sync files with it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No running instance.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not running.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not a folder on this computer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot reach %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved pairs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sync</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>History</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copy with rsync, then verify every file by SHA-256 (Ctrl+Enter).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::TeamAdmin</name>
        <message>
            <source>The role in the address needs the right to create roles (CREATEROLE) and to create tables in the database (its owner, or a superuser).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot set up the team in %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot add the admin to the team.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>"%1" cannot be a member name: use lower-case letters, digits and _, starting with a letter (at most 48).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The server already has a role named %1 that is not in this team; pick another name.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot invite %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot add %1 to the team.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot mark you as gone from the team.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::TeamDialog</name>
        <message>
            <source>&amp;Join</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Create the team here…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Admin (may invite and correct every row)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Invite</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Leave the team…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Team</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>name, e.g. alice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the new member's address appears here, once</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Join a team</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Paste the address your team's admin sent you. A team shares one PostgreSQL database; API keys, passwords and private keys never go there.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Invite (admins)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Member:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Address:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This RentDeck is in no team: its ledger stays on this computer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Team %1 as %2: %3</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Team %1 as %2. The database does not answer since %3; %n write(s) wait here.</source>
            <translation>
                <numerusform>Team %1 as %2. The database does not answer since %3; %n write waits here.</numerusform>
                <numerusform>Team %1 as %2. The database does not answer since %3; %n writes wait here.</numerusform>
            </translation>
        </message>
        <message>
            <source>Team %1 as %2 (%3). Everything is shared.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The address has no password: paste the whole address your admin sent.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Creating the team in %1…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Joining %1…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Joined. The password is in the system keychain.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Joined. There is no keychain here: the password lasts until RentDeck quits (set RENTDECK_TEAM_PASSWORD to keep it).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Inviting %1…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Send this address to %1 over a private channel: it holds their password and is shown only now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Leave the team</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Leave team %1? What you recorded stays in the team's history; this computer forgets the address and the password.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Leaving %1…</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::TeamInstanceModel</name>
        <message numerus="yes">
            <source>idle for %n min</source>
            <translation>
                <numerusform>idle for %n min</numerusform>
                <numerusform>idle for %n min</numerusform>
            </translation>
        </message>
        <message>
            <source>GPU %1 %</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (you)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1/h</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every GPU of it has been under 5 % since %1. Only %2 can stop it (their provider account).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Member</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Instance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Project</source>
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
            <source>So far</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Spending</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPU use</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::TeamPublisher</name>
        <message>
            <source>The team database refused this ledger (is this member still in the team?).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot write to the team database.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 has events but no launch record.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot send %1 to the team.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot send the project of %1 to the team.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::TeamService</name>
        <message>
            <source>No password for the team database %1 is stored here (%2): join again with the address your admin gave you, or set RENTDECK_TEAM_PASSWORD.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none saved</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is not a member of the team in %2; ask its admin to invite you.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::TeamSyncState</name>
        <message>
            <source>The ledger is not open, so nothing can be shared with the team.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot record how far the team has your ledger.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot forget the team.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::TeammatesPanel</name>
        <message>
            <source>Team</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Team %1</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>The team database does not answer (since %1); %n write(s) wait here and go when it is back.</source>
            <translation>
                <numerusform>The team database does not answer (since %1); %n write waits here and goes when it is back.</numerusform>
                <numerusform>The team database does not answer (since %1); %n writes wait here and go when it is back.</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing of the team's runs now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The team spends %1 now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only a machine's owner can stop it (their provider account): ask them, or see the GPU use column.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::TerminalConnector</name>
        <message>
            <source>Connecting to %1…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reconnecting… %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Disconnected.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reconnecting…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The shell has ended. Close this tab, or open a new terminal.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::TerminalTab</name>
        <message>
            <source>Copy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copy the selected text (Ctrl+Shift+C)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Paste</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Paste the clipboard into the terminal (Ctrl+Shift+V)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copy ssh command</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Copy the ssh command that connects to this machine</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open in system terminal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open an ssh session to this machine in the system's terminal</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::TerminalWidget</name>
        <message numerus="yes">
            <source>Paste %n lines?</source>
            <translation>
                <numerusform>Paste %n line?</numerusform>
                <numerusform>Paste %n lines?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The clipboard holds %n lines, and a shell may run each one as a command as soon as it arrives. Paste only what you have read:

%1</source>
            <translation>
                <numerusform>The clipboard holds %n line, and a shell may run it as a command as soon as it arrives. Paste only what you have read:

%1</numerusform>
                <numerusform>The clipboard holds %n lines, and a shell may run each one as a command as soon as it arrives. Paste only what you have read:

%1</numerusform>
            </translation>
        </message>
        <message>
            <source>Paste</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::TimeSeriesChart</name>
        <message>
            <source>%1: %2 %3 at %4</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::TrayIcon</name>
        <message>
            <source>RentDeck</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::TrayMenu</name>
        <message>
            <source>%1 — %2/h</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Show RentDeck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Refresh offers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing running</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open &amp;terminal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Stop</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Destroy…</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>Team: %n machine(s) running</source>
            <translation>
                <numerusform>Team: %n machine running</numerusform>
                <numerusform>Team: %n machines running</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RentDeck::TreeStateProbe</name>
        <message>
            <source>The SSH session is not connected.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cancelled.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The local folder could not be read.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot read %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The instance has no GNU find or sha256sum to tell its tree's state.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading the state of the tree on the instance failed (exit status %1).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::VastAiJson</name>
        <message>
            <source>"%1" is not a Vast.ai offer id: they are numbers such as 4100001 (or 4100001-bid for an interruptible one); see rentdeck-cli offers --provider vastai.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>interruptible: paused when outbid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unverified host</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Vast.ai answered the offer search with malformed JSON (%1).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Vast.ai answered the offer search without an "offers" list; try again later.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>destroyed: the machine was released</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>creating: waiting for the host</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>loading: pulling the image and starting the container</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>rebooting</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>stopping</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>running</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>paused (frozen): memory kept, the GPU is still billed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>scheduling: waiting for this machine's GPUs to be free (stop it again to give up)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>stopped: the disk is kept and storage is still billed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>exited: the container stopped unexpectedly; destroy it and launch elsewhere</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>unknown: the host stopped reporting; destroy it and launch elsewhere</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>offline: the host is disconnected (nothing is billed while it is offline)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Vast.ai status "%1"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (Vast.ai: %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Vast.ai answered the instance list with malformed JSON (%1).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>not an object</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Vast.ai answered the instance list with "instances" of the wrong type.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Vast.ai accepted the rental but did not say which instance it made (no new_contract); check the console at cloud.vast.ai before launching again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Vast.ai answered the SSH key list in an unknown shape.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Vast.ai answered the account check without a credit or balance.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>API key rejected by Vast.ai: check it in Settings › Accounts.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Vast.ai: this offer was just taken, pick another.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Vast.ai says the account balance is too low: add credit at cloud.vast.ai (Billing) and try again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Vast.ai refused the bid: it is below the offer's current minimum; list spot offers again and retry.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Vast.ai has no such instance: it may have been destroyed already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>outbid: paused until your bid is the highest again; the disk is kept and billed (raise the bid, or move the job elsewhere)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::VastAiLaunch</name>
        <message>
            <source>adding RentDeck's SSH key to the Vast.ai account</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Vast.ai: this offer was just taken, pick another.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bidding $%1/h for Vast.ai offer %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>renting Vast.ai offer %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Vast.ai instance %1 is rented, but attaching the SSH key failed (%2); add it in the Vast.ai console if SSH is refused.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>creating: waiting for the host</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Vast.ai refused the rental (%1) but created instance %2 anyway; destroying it so that its disk does not bill</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 Vast.ai had created instance %2 all the same; RentDeck destroyed it, so nothing bills.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 Vast.ai had created instance %2 all the same, and destroying it failed (%3): it bills its disk until you run rentdeck-cli destroy vastai:%2 or remove it at cloud.vast.ai.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Vast.ai did not answer the rental in time; looking for an instance labelled %1 before giving up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the rental went through after all: instance %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 No instance labelled %2 exists on the account, so nothing was rented; if one appears later, rentdeck-cli instances lists it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 Whether an instance labelled %2 was made could not be checked (%3): look at rentdeck-cli instances before launching again.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::VastAiProvider</name>
        <message>
            <source>"%1" is not a Vast.ai instance id: they are numbers (see rentdeck-cli instances).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Vast.ai credit: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Vast.ai needs at least %1 GB of disk; ask for more with --disk.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stop halts the container and frees the GPU; the disk and its data are kept. Resuming needs the same GPUs on the same machine: if someone else rented them, the instance waits ("scheduling") until they are free.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Storage keeps billing per second at the host's rate (often higher while stopped) until you destroy the instance; bandwidth is billed in any state. Nothing is billed while the host is offline.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>"%1" is not a Vast.ai volume id: they are numbers (see rentdeck-cli leftovers).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::VramBreakdownBar</name>
        <message>
            <source>%1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Weights</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Optimizer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Gradients</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Activations</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>KV cache</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reserve</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 GB</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 %2</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::WatchdogConfig</name>
        <message>
            <source>The watchdog needs a deadline or an idle rule.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The idle threshold is a GPU utilization from 0 to 100 %.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The idle time cannot be negative.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The watchdog's check interval and retry time must be at least one second.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A power-off command must be one non-empty line: "%1".</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::WatchdogInstaller</name>
        <message>
            <source>There is no SSH session to the instance.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The watchdog could not %1 on the instance (exit status %2)%3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Installing the watchdog took longer than %1 s.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>write its script</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>start</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The watchdog did not report its process id ("%1").</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>keep running</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Another watchdog (pid %1) replaced the one just started (pid %2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Removing the watchdog took too long.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>stop</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The watchdog heartbeat took too long.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>record the heartbeat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Asking for the watchdog took too long.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>report its state</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading the watchdog log took too long.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>read its log</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::WebhookJob</name>
        <message>
            <source>Cannot reach the webhook %1: %2</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RentDeck::WebhookMessage</name>
        <message>
            <source>%1 did not take the alert: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an answer RentDeck does not understand (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>too many messages; it asked to wait</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The webhook</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RunPodNetworkVolumes</name>
        <message>
            <source>RunPod's network volume or pod list has an unexpected shape (expected {"networkVolumes": [...]} and {"pods": [...]}): RentDeck may need an update.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RunPod sent a network volume without an id.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>StackChecker</name>
        <message>
            <source>conda env %1 (Python %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>venv %1 (Python %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>python3 on PATH (Python %1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Python vs PyTorch</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Python %1 with PyTorch %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>PyTorch %1 is not in RentDeck's table yet (resources/data/stack-compat.json)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Python %1–%2 (PyTorch %3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Use a Python %1–%2 environment (conda create -n NAME python=%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>, or PyTorch %1 or newer, which supports Python %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Python %1 is outside PyTorch %2's supported %3–%4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cuDNN vs PyTorch</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cuDNN loads</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cuDNN %1, as torch %2 was built</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>torch %1 finds no cuDNN (torch.backends.cudnn.version() is None)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reinstall it: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>torch %1 loads cuDNN %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Another cuDNN major shadows torch's own (LD_LIBRARY_PATH or a system cuDNN): %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An older cuDNN than torch was built with is loaded first: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TensorRT vs driver</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TensorRT %1 (CUDA %2 build)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a working NVIDIA driver to judge against</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>driver ≥ %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>, driver %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rent a host with driver ≥ %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>, or install the CUDA %1 build this driver runs: pip install tensorrt-cu%1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> needs a newer driver than %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>its compiled part does not load</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>flash-attn vs torch</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a flash-attn wheel built for torch %1, CUDA %2, Python %3, on sm80+</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>flash-attn %1 next to a CPU-only torch %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>flash-attn %1 without torch</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Install a CUDA build of torch first, then flash-attn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>flash-attn %1 on a GPU of compute capability %2: FlashAttention 2 needs Ampere or newer (sm80+)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Use PyTorch's scaled_dot_product_attention (attn_implementation="sdpa") or xformers here, or rent an Ampere, Ada or Hopper GPU</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>flash-attn %1 loads with torch %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pip uninstall -y flash-attn &amp;&amp; pip install flash-attn==%1 --no-build-isolation (it fetches %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No released flash-attn wheel fits torch %1 with CUDA %2 and Python %3: build it (MAX_JOBS=4 pip install flash-attn --no-build-isolation, needs nvcc and ninja, takes long) or use a torch of 2.8 or older</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>flash-attn %1 does not load with torch %2: %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>xformers vs torch</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>xformers %1 with torch %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>xformers %1 is not in RentDeck's table yet (resources/data/stack-compat.json)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>torch ≥ %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>torch %1 exactly</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pip install xformers==%1 --index-url https://download.pytorch.org/whl/%2 (built for torch %3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No xformers release on record is built for this torch; install the torch this xformers needs: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>xformers %1 is built for torch %2; this environment has torch %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>xformers %1 without torch</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>xformers %1 cannot load its C++/CUDA part: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pip install --force-reinstall xformers==%1 --index-url https://download.pytorch.org/whl/%2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>xformers %1 on compute capability %2: 0.0.31 and later no longer support V100 or older GPUs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Use PyTorch's scaled_dot_product_attention here, or rent a Turing or newer GPU</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bitsandbytes vs torch and GPU</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bitsandbytes %1 with torch %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a build for CUDA %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>torch ≥ %1, &lt; %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Install a torch in that range</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pip install bitsandbytes==%1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pip install --force-reinstall bitsandbytes==%1 (its wheel carries a build for each CUDA; BNB_CUDA_VERSION=%2 picks one)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> on compute capability %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>compute capability ≥ %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rent a GPU of compute capability %1 or newer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> on compute capability %1: LLM.int8() runs only its slow path below 7.5 (Turing)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Use 4-bit (nf4) quantization here, or rent a Turing or newer GPU for 8-bit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>vLLM vs torch</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>vLLM %1 on compute capability %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rent a GPU of compute capability %1 or newer for this vLLM</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>vLLM %1 with torch %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the torch vLLM %1 pins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>RentDeck has no torch pin on record for vLLM %1; pip check shows a mismatch</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>torch %1, as vLLM %2 pins it (%3)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>in a fresh environment, pip install vllm==%1 (it brings torch %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>: its compiled ops (vllm/_C.abi3.so) are tied to torch %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pip install vllm==%1 (built for torch %2), or %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>DeepSpeed vs CUDA toolkit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>torch ≥ 2.0 with CUDA, and nvcc of torch's CUDA (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>DeepSpeed %1 with torch %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>DeepSpeed %1 without torch</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Install a CUDA build of torch 2.0 or newer first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>conda install -c nvidia cuda-toolkit=%1, or the apt package cuda-toolkit-%2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>DeepSpeed %1 compiles its CUDA ops (fused Adam, …) at first use, and there is no nvcc here</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Install the CUDA %1 toolkit torch was built with (%2), or rent a -devel image</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nvcc %1 vs torch's CUDA %2: DeepSpeed %3 refuses to build its ops</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Install the CUDA %1 toolkit (%2) and point CUDA_HOME at it; DS_SKIP_CUDA_CHECK=1 forces the build at your own risk</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>DeepSpeed %1, nvcc %2 with torch's CUDA %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>nvcc %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cuDNN %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>TensorRT %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>CUDA toolkit vs driver</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>driver ≥ %1 for CUDA %2 programs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>: driver %1 cannot run what this nvcc builds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rent a host with driver ≥ %1, or use the CUDA toolkit this driver supports</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>from vLLM's requirements</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>from the release notes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>from issue reports</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>from another project's pin</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Python vs %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Python %1–%2 (%3 %4)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Python %1 with %2 %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Python %1 is outside %2 %3's tested %4–%5</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Use a Python %1–%2 environment for %3 (conda create -n NAME python=%2)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>StackCompat</name>
        <message>
            <source>cannot read %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>stack-compat.json is not a JSON object: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>stack-compat.json lacks torch.releases, extensions.xformers.releases or extensions.flash_attn</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>StarvationDiagnosis</name>
        <message>
            <source>GPU %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>GPUs %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the CPU at %1%</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the CPU unknown</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The GPUs are too hot or power-limited: ask the provider to check cooling and power, or move the job to another machine (run the burn-in there first)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One rank holds the others back: give every GPU the same share of work (batch per GPU, data shard sizes), and check that the busy GPU is not doing extra work alone (logging, evaluation, rank-0 saving) or is a slower card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Loading and preprocessing data on the CPU is the bottleneck: raise DataLoader num_workers (about 4 per GPU) with pin_memory=True and persistent_workers=True, move augmentation to the GPU (DALI, torchvision v2 on CUDA), preprocess once ahead of time, or rent a machine with more CPU cores</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reading the data is the bottleneck: copy the dataset to the local NVMe disk (or /dev/shm when it fits) instead of a network volume, pack many small files into shards (WebDataset, LMDB, TFRecord), and raise DataLoader num_workers and prefetch_factor so reads overlap</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Neither the GPU, the CPU nor the disks are busy, so the job waits on something else: network reads or downloads (stream less, cache locally), a slow network volume the kernel does not count as a disk, or too small a batch (raise it until GPU memory is ~80% used). Profile a step with torch.profiler or py-spy to see where the time goes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 min</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 at %2% for %3, slowing themselves down (heat or power)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 at %2% for %3 while %4 work: the others wait for it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 at %2% for %3 while the CPU is at %4%: the data loader cannot keep up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 at %2% for %3 while the disks read %4 MB/s and the CPU waits on them %5% of the time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 at %2% for %3 with %4: the job waits on something else</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SystemTerminal</name>
        <message>
            <source>The SSH user or host of this instance holds characters a terminal command line cannot carry safely, so no terminal was opened. Use the built-in terminal instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No terminal program found (tried $TERMINAL, x-terminal-emulator, gnome-terminal, konsole, xfce4-terminal, alacritty, kitty, xterm). Use "Copy ssh command" and paste it into your terminal.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Could not start %1.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>VastAiVolumes</name>
        <message>
            <source>Vast.ai's volume list has an unexpected shape (expected {"volumes": [...]}): RentDeck may need an update.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Vast.ai sent a volume without a numeric id.</source>
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
        <message>
            <source>Open a terminal on instance NAME (e.g. sandbox:1).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open on TAB: planner, offers, instances, forwards, checks, sync or monitor.</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
