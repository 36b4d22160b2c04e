#!/bin/sh
# SPDX-FileCopyrightText: 2026 RentDeck contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# RentDeck pre-flight probe. POSIX sh; Python is used only when present. Prints ONE JSON object on
# stdout and nothing else. Holds no credentials and changes nothing outside a temporary folder that
# it removes. RentDeck sends it as `sh -c 'SCRIPT' rentdeck-probe MODE ARGS` over SSH.
#
#   probe DATA_DIR NET DISK   facts: nvidia-smi, CPU, RAM, /dev/shm, disks, every Python environment's
#                             software stack, CUDA toolkit/cuDNN/TensorRT, Xid, network
#                             (NET=1: 3 s TCP connects to package indexes; DISK=1: a < 3 s disk test)
#   smi                       nvidia-smi -q -x only (sampled while a benchmark runs)
#   bench SECONDS             a bounded matmul + copy benchmark with PyTorch; see bench_mode below
#   burn SECONDS              every GPU loaded at once for SECONDS, sampled each second; see burn_mode below
#
# Binary or multi-line outputs travel base64-encoded ("*_b64"); absent facts are null.

LC_ALL=C
export LC_ALL
umask 077
T=$(mktemp -d 2>/dev/null) || T="/tmp/rentdeck-probe.$$"
mkdir -p "$T" 2>/dev/null
trap 'rm -rf "$T"' EXIT
trap 'rm -rf "$T"; exit 130' INT TERM HUP

have() { command -v "$1" >/dev/null 2>&1; }

PY=""
for p in python3 python; do
    if have "$p" && "$p" -c 'import sys; sys.exit(0 if sys.version_info[0] >= 3 else 1)' </dev/null >/dev/null 2>&1; then
        PY=$p
        break
    fi
done

# run_for SECONDS CMD...: CMD bounded by timeout(1) when the machine has it.
run_for() {
    s=$1
    shift
    if have timeout; then timeout "$s" "$@"; else "$@"; fi
}

b64() {
    if have base64; then
        base64 <"$1" | tr -d '\n'
    elif [ -n "$PY" ]; then
        "$PY" -c 'import base64, sys; sys.stdout.write(base64.b64encode(open(sys.argv[1], "rb").read()).decode())' "$1"
    fi
}

# A JSON string (control characters dropped; the C++ side never needs them here).
jstr() {
    printf '"%s"' "$(printf '%s' "$1" | tr -d '\000-\037' | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g')"
}

jnum() {
    case $1 in
    '' | *[!0-9]*) printf 'null' ;;
    *) printf '%s' "$1" ;;
    esac
}

is_sim() {
    [ "$(nvidia-smi --rentdeck-sim </dev/null 2>/dev/null | head -n 1)" = "rentdeck-gpusim" ]
}

smi_xml() {
    run_for 20 nvidia-smi -q -x </dev/null >"$T/xml" 2>&1
    printf '"xml_exit":%s,"xml_b64":"%s"' "$?" "$(b64 "$T/xml")"
}

smi_part() {
    if ! have nvidia-smi; then
        printf '{"found":false}'
        return
    fi
    sim=false
    if is_sim; then sim=true; fi
    printf '{"found":true,"sim":%s,' "$sim"
    smi_xml
    run_for 20 nvidia-smi --query-compute-apps=pid,process_name,used_memory --format=csv,noheader,nounits \
        </dev/null >"$T/apps" 2>&1
    printf ',"apps_exit":%s,"apps_b64":"%s"' "$?" "$(b64 "$T/apps")"
    # How the GPUs reach each other (NVLink, PCIe switch, across CPU sockets): the multi-GPU check.
    run_for 20 nvidia-smi topo -m </dev/null >"$T/topo" 2>&1
    printf ',"topo_exit":%s,"topo_b64":"%s"}' "$?" "$(b64 "$T/topo")"
}

# Huawei Ascend: npu-smi info, the CANN release and the NPU driver (stack-compat's twin: resources/data/
# ascend-compat.json). CANN says its release in the "version=" line of ascend_toolkit_install.info: under
# $ASCEND_HOME_PATH (what CANN's set_env.sh exports and torch_npu reads), ascend-toolkit/latest (CANN <= 8.3) or
# cann (8.5 and later); version.cfg's "runtime_running_version=[INTERNAL:RELEASE]" is the fallback.
npu_part() {
    if ! have npu-smi; then
        printf '{"found":false}'
        return
    fi
    run_for 20 npu-smi info </dev/null >"$T/npu" 2>&1
    printf '{"found":true,"info_exit":%s,"info_b64":"%s"' "$?" "$(b64 "$T/npu")"
    # The RentDeck sandbox's npu-smi says so, as its nvidia-smi does (real npu-smi has no such option).
    sim=false
    [ "$(npu-smi --rentdeck-sim </dev/null 2>/dev/null | head -n 1)" = "rentdeck-gpusim" ] && sim=true
    printf ',"sim":%s' "$sim"
    cann=""
    where=""
    for f in "${ASCEND_HOME_PATH:-/nonexistent}"/*-linux/ascend_toolkit_install.info \
        "${ASCEND_TOOLKIT_HOME:-/nonexistent}"/*-linux/ascend_toolkit_install.info \
        /usr/local/Ascend/ascend-toolkit/latest/*-linux/ascend_toolkit_install.info \
        /usr/local/Ascend/cann/*-linux/ascend_toolkit_install.info \
        "$HOME"/Ascend/ascend-toolkit/latest/*-linux/ascend_toolkit_install.info \
        "$HOME"/Ascend/cann/*-linux/ascend_toolkit_install.info; do
        [ -r "$f" ] || continue
        cann=$(sed -n 's/^version=//p' "$f" | head -n 1)
        [ -n "$cann" ] && where=$f && break
    done
    if [ -z "$cann" ]; then
        for f in "${ASCEND_HOME_PATH:-/nonexistent}"/version.cfg /usr/local/Ascend/ascend-toolkit/latest/version.cfg; do
            [ -r "$f" ] || continue
            cann=$(sed -n 's/^runtime_running_version=\[[^:]*:\([^]]*\)\].*/\1/p' "$f" | head -n 1)
            [ -n "$cann" ] && where=$f && break
        done
    fi
    driver=$(sed -n 's/^Version=//p' /usr/local/Ascend/driver/version.info 2>/dev/null | head -n 1)
    printf ',"cann":%s,"cann_file":%s,"driver":%s}' "$(jstr "$cann")" "$(jstr "$where")" "$(jstr "$driver")"
}

df_line() {
    df -Pk "$1" 2>/dev/null | sed -n 2p
}

dfi_line() {
    df -Pi "$1" 2>/dev/null | sed -n 2p
}

disk_part() {
    printf '{"role":"%s","path":%s,"df":%s,"dfi":%s}' "$1" "$(jstr "$2")" "$(jstr "$(df_line "$2")")" \
        "$(jstr "$(dfi_line "$2")")"
}

# One Python environment's software stack: the interpreter, the frameworks (imported: their CUDA build and
# whether they reach the GPU) and the extension wheels people install next (versions from the package
# metadata; flash-attn's, xformers' and bitsandbytes' compiled parts loaded, since an ABI mismatch shows only
# then). vLLM and DeepSpeed are not imported: seconds each, and their versions decide the checks. Anything the
# imports print goes to stderr so stdout stays one JSON object.
STACK_PY='
import json, os, sys
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
real_stdout = os.dup(1)
os.dup2(2, 1)
import importlib.util
def found(name):
    try:
        return importlib.util.find_spec(name) is not None
    except Exception:
        return False
def dist(name):
    try:
        from importlib import metadata
        return metadata.version(name)
    except Exception:
        return None
def err(e):
    return (type(e).__name__ + ": " + str(e))[:400]
out = {"python": sys.version.split()[0], "prefix": sys.prefix, "torch": None, "tensorflow": None,
       "paddle": None, "packages": {}, "extensions": {}}
for name in ("torch", "flash-attn", "flash_attn", "xformers", "bitsandbytes", "vllm", "deepspeed", "tensorrt",
             "tensorrt-cu11", "tensorrt-cu12", "tensorrt-cu13", "tensorrt_cu12", "tensorrt_cu13",
             "nvidia-cudnn-cu11", "nvidia-cudnn-cu12", "nvidia-cudnn-cu13", "triton", "tensorflow",
             "paddlepaddle-gpu", "paddlepaddle", "torch-npu", "torch_npu", "mindspore", "paddle-custom-npu"):
    v = dist(name)
    if v:
        out["packages"][name.replace("_", "-")] = v
if found("torch"):
    try:
        import torch
        t = {"version": torch.__version__, "cuda": getattr(torch.version, "cuda", None)}
        try:
            t["cxx11abi"] = bool(torch._C._GLIBCXX_USE_CXX11_ABI)
        except Exception:
            pass
        try:
            t["cuda_available"] = bool(torch.cuda.is_available())
            if t["cuda_available"]:
                t["capability"] = "%d.%d" % tuple(torch.cuda.get_device_capability(0))
                t["arch_list"] = list(torch.cuda.get_arch_list())
        except Exception as e:
            t["cuda_available"] = False
            t["error"] = str(e)[:200]
        try:
            t["cudnn"] = torch.backends.cudnn.version()
        except Exception:
            t["cudnn"] = None
        out["torch"] = t
    except Exception as e:
        out["torch"] = {"error": err(e)}
    if isinstance(out["torch"], dict) and "version" in out["torch"] and "torch-npu" in out["packages"]:
        try:
            import torch_npu
            n = {"version": torch_npu.__version__, "cann": getattr(torch.version, "cann", None)}
            try:
                n["available"] = bool(torch.npu.is_available())
                n["count"] = int(torch.npu.device_count())
            except Exception as e:
                n["available"] = False
                n["error"] = err(e)
            out["torch_npu"] = n
        except Exception as e:
            out["torch_npu"] = {"error": err(e)}
    if isinstance(out["torch"], dict) and "version" in out["torch"]:
        if found("flash_attn_2_cuda") or "flash-attn" in out["packages"]:
            try:
                import flash_attn_2_cuda
                out["extensions"]["flash-attn"] = {"loads": True}
            except Exception as e:
                out["extensions"]["flash-attn"] = {"loads": False, "error": err(e)}
        if "xformers" in out["packages"]:
            try:
                import xformers
                from xformers import _cpp_lib
                e = getattr(_cpp_lib, "_cpp_library_load_exception", None)
                out["extensions"]["xformers"] = {"loads": e is None, "error": None if e is None else str(e)[:400]}
            except Exception as e:
                out["extensions"]["xformers"] = {"loads": False, "error": err(e)}
        if "bitsandbytes" in out["packages"]:
            try:
                import bitsandbytes
                out["extensions"]["bitsandbytes"] = {"loads": True}
            except Exception as e:
                out["extensions"]["bitsandbytes"] = {"loads": False, "error": err(e)}
# PaddlePaddle on Ascend: the plugin says the CANN it was built with ("cann: 8.0.RC1" printed by npu.version()).
if "paddle-custom-npu" in out["packages"]:
    try:
        import contextlib, io
        import paddle_custom_device
        text = io.StringIO()
        with contextlib.redirect_stdout(text):
            paddle_custom_device.npu.version()
        built = [l.split(":", 1)[1].strip() for l in text.getvalue().splitlines() if l.strip().startswith("cann:")]
        out["paddle_custom_npu"] = {"cann": built[0] if built else None}
    except Exception as e:
        out["paddle_custom_npu"] = {"error": err(e)}
if found("tensorflow"):
    try:
        import tensorflow as tf
        info = {}
        try:
            info = dict(tf.sysconfig.get_build_info())
        except Exception:
            pass
        out["tensorflow"] = {"version": tf.__version__, "cuda": info.get("cuda_version"),
                             "cudnn": info.get("cudnn_version")}
    except Exception as e:
        out["tensorflow"] = {"error": str(e)[:300]}
if found("paddle"):
    try:
        import paddle
        out["paddle"] = {"version": paddle.__version__, "cuda": paddle.version.cuda(),
                         "cudnn": paddle.version.cudnn()}
    except Exception as e:
        out["paddle"] = {"error": str(e)[:300]}
os.write(real_stdout, json.dumps(out).encode())
'

# Python environments besides the first python3 on PATH: conda's base and envs and the venvs where images and
# people put them (Vast.ai's /venv/main, /workspace/*/.venv, ~/venv). One "KIND<TAB>NAME<TAB>PYTHON" line each,
# each prefix once, at most 8.
python_envs() {
    main=""
    [ -n "$PY" ] && main=$(cd "$(dirname "$(command -v "$PY")")/.." 2>/dev/null && pwd -P)
    seen=" $main "
    n=0
    for c in "$HOME"/miniconda3 "$HOME"/anaconda3 "$HOME"/miniforge3 "$HOME"/mambaforge /opt/conda \
        /root/miniconda3 /root/anaconda3 /opt/miniconda3 /usr/local/miniconda3 /opt/miniforge3; do
        [ -x "$c/bin/python" ] || continue
        for p in "$c" "$c"/envs/*; do
            [ -x "$p/bin/python" ] || continue
            r=$(cd "$p" 2>/dev/null && pwd -P) || continue
            case $seen in *" $r "*) continue ;; esac
            seen="$seen$r "
            [ "$p" = "$c" ] && name=base || name=$(basename "$p")
            printf 'conda\t%s\t%s\n' "$name" "$p/bin/python"
            n=$((n + 1))
            [ $n -ge 8 ] && return
        done
    done
    for v in /venv/* "$HOME"/.venv "$HOME"/venv "$HOME"/*/.venv "$HOME"/*/venv /workspace/.venv /workspace/venv \
        /workspace/*/.venv /workspace/*/venv; do
        [ -f "$v/pyvenv.cfg" ] || continue
        [ -x "$v/bin/python" ] || continue
        r=$(cd "$v" 2>/dev/null && pwd -P) || continue
        case $seen in *" $r "*) continue ;; esac
        seen="$seen$r "
        case $v in
        "$HOME"/*) name="~${v#"$HOME"}" ;;
        *) name=$v ;;
        esac
        printf 'venv\t%s\t%s\n' "$name" "$v/bin/python"
        n=$((n + 1))
        [ $n -ge 8 ] && return
    done
}

# Each environment's stack at once (bounded like the main one); a JSON array.
envs_part() {
    python_envs >"$T/envs"
    i=0
    while IFS="$(printf '\t')" read -r kind name py; do
        i=$((i + 1))
        (run_for 25 "$py" -c "$STACK_PY" </dev/null >"$T/env$i.json" 2>/dev/null) &
    done <"$T/envs"
    wait
    printf '['
    i=0
    sep=""
    while IFS="$(printf '\t')" read -r kind name py; do
        i=$((i + 1))
        printf '%s{"kind":"%s","name":%s,"python":%s,"stack":' "$sep" "$kind" "$(jstr "$name")" "$(jstr "$py")"
        if [ -s "$T/env$i.json" ]; then cat "$T/env$i.json"; else printf 'null'; fi
        printf '}'
        sep=","
    done <"$T/envs"
    printf ']'
}

# The CUDA toolkit, cuDNN and TensorRT installed outside Python (what nvcc builds against and C++ programs load).
toolkit_part() {
    nvcc=""
    for n in nvcc /usr/local/cuda/bin/nvcc; do
        if have "$n" || [ -x "$n" ]; then
            nvcc=$(run_for 5 "$n" --version </dev/null 2>/dev/null | sed -n 's/.*release \([0-9][0-9.]*\).*/\1/p' | head -n 1)
            break
        fi
    done
    cudnn=""
    for h in /usr/include/cudnn_version.h /usr/include/x86_64-linux-gnu/cudnn_version_v*.h \
        /usr/local/cuda/include/cudnn_version.h /usr/include/aarch64-linux-gnu/cudnn_version_v*.h; do
        [ -r "$h" ] || continue
        cudnn=$(awk '/#define CUDNN_MAJOR /{a=$3} /#define CUDNN_MINOR /{b=$3} /#define CUDNN_PATCHLEVEL /{c=$3}
            END { if (a != "") print a "." b "." c }' "$h")
        [ -n "$cudnn" ] && break
    done
    trt=""
    for l in /usr/lib/x86_64-linux-gnu/libnvinfer.so.* /usr/lib/aarch64-linux-gnu/libnvinfer.so.* \
        /usr/local/tensorrt/lib/libnvinfer.so.* /opt/tensorrt/lib/libnvinfer.so.*; do
        [ -e "$l" ] || continue
        v=${l##*libnvinfer.so.}
        [ ${#v} -gt ${#trt} ] && trt=$v
    done
    printf '{"nvcc":%s,"cudnn":%s,"tensorrt":%s}' "$(jstr "$nvcc")" "$(jstr "$cudnn")" "$(jstr "$trt")"
}

# All connects run at once, so the whole test takes at most ~3.5 s even when DNS hangs.
NET_PY='
import json, os, socket, sys, threading, time
targets = [("pypi.org", 443), ("download.pytorch.org", 443)]
res = {}
def go(host, port):
    t = time.time()
    try:
        s = socket.create_connection((host, port), timeout=3)
        s.close()
        res[host] = {"ok": True, "ms": int((time.time() - t) * 1000)}
    except Exception as e:
        res[host] = {"ok": False, "error": str(e)[:120]}
threads = [threading.Thread(target=go, args=t, daemon=True) for t in targets]
for th in threads:
    th.start()
deadline = time.time() + 3.5
for th in threads:
    th.join(max(0.0, deadline - time.time()))
rows = []
for host, port in targets:
    r = {"host": host, "port": port}
    r.update(res.get(host, {"ok": False, "error": "timed out after 3 s"}))
    rows.append(r)
sys.stdout.write(json.dumps({"tested": True, "method": "python", "targets": rows}))
sys.stdout.flush()
os._exit(0)
'

net_part() {
    if [ -n "$PY" ]; then
        run_for 6 "$PY" -c "$NET_PY" </dev/null 2>/dev/null || printf '{"tested":false,"reason":"the network test failed"}'
    elif have nc; then
        printf '{"tested":true,"method":"nc","targets":['
        sep=""
        for h in pypi.org download.pytorch.org; do
            if run_for 4 nc -z -w 3 "$h" 443 </dev/null >/dev/null 2>&1; then ok=true; else ok=false; fi
            printf '%s{"host":"%s","port":443,"ok":%s}' "$sep" "$h" "$ok"
            sep=","
        done
        printf ']}'
    else
        printf '{"tested":false,"reason":"neither python nor nc on the instance"}'
    fi
}

# Sequential 64 MiB write (fsync) and read (cache dropped where the OS allows), then up to 2000 4 KiB
# files created and read; each phase stops early at its time budget, so the whole test stays < 3 s.
DISK_PY='
import json, os, shutil, sys, tempfile, time
r = {"path": sys.argv[1]}
d = None
try:
    d = tempfile.mkdtemp(prefix=".rentdeck-probe-", dir=sys.argv[1])
    buf = os.urandom(1 << 20)
    f = os.path.join(d, "seq")
    fd = os.open(f, os.O_WRONLY | os.O_CREAT, 0o600)
    t = time.time()
    n = 0
    while n < 64 and time.time() - t < 1.0:
        os.write(fd, buf)
        n += 1
    os.fsync(fd)
    os.close(fd)
    w = max(time.time() - t, 1e-6)
    r["seq_mib"] = n
    r["seq_write_mb_s"] = round(n * 1.048576 / w, 1)
    fd = os.open(f, os.O_RDONLY)
    try:
        os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
    except Exception:
        pass
    t = time.time()
    while os.read(fd, 1 << 20):
        pass
    os.close(fd)
    r["seq_read_mb_s"] = round(n * 1.048576 / max(time.time() - t, 1e-6), 1)
    small = b"x" * 4096
    t = time.time()
    k = 0
    while k < 2000 and time.time() - t < 0.8:
        with open(os.path.join(d, "s%d" % k), "wb") as fh:
            fh.write(small)
        k += 1
    c = max(time.time() - t, 1e-6)
    t = time.time()
    for i in range(k):
        with open(os.path.join(d, "s%d" % i), "rb") as fh:
            fh.read()
    r["small_files"] = k
    r["small_create_per_s"] = int(k / c)
    r["small_read_per_s"] = int(k / max(time.time() - t, 1e-6))
except Exception as e:
    r["error"] = str(e)[:200]
finally:
    if d:
        shutil.rmtree(d, ignore_errors=True)
sys.stdout.write(json.dumps(r))
'

disk_test_part() {
    if [ ! -w "$1" ]; then
        printf '{"path":%s,"error":"not writable"}' "$(jstr "$1")"
    elif [ -n "$PY" ]; then
        run_for 8 "$PY" -c "$DISK_PY" "$1" </dev/null 2>/dev/null || printf '{"path":%s,"error":"the disk test failed"}' "$(jstr "$1")"
    else
        f="$1/.rentdeck-probe-$$"
        w=$(run_for 8 dd if=/dev/zero of="$f" bs=1048576 count=64 conv=fsync 2>&1 </dev/null | tail -n 1)
        r=$(run_for 8 dd if="$f" of=/dev/null bs=1048576 2>&1 </dev/null | tail -n 1)
        rm -f "$f"
        printf '{"path":%s,"dd_write":%s,"dd_read":%s}' "$(jstr "$1")" "$(jstr "$w")" "$(jstr "$r")"
    fi
}

xid_part() {
    if out=$(dmesg </dev/null 2>&1); then
        printf '%s\n' "$out" | grep -i 'NVRM: Xid' | tail -n 20 >"$T/xid"
        printf '{"readable":true,"source":"dmesg","lines_b64":"%s"}' "$(b64 "$T/xid")"
    elif [ -r /var/log/kern.log ]; then
        grep -i 'NVRM: Xid' /var/log/kern.log 2>/dev/null | tail -n 20 >"$T/xid"
        printf '{"readable":true,"source":"/var/log/kern.log","lines_b64":"%s"}' "$(b64 "$T/xid")"
    else
        printf '{"readable":false,"reason":%s}' "$(jstr "$(printf '%s' "$out" | head -n 1)")"
    fi
}

probe_mode() {
    data=$1
    if [ -z "$data" ]; then
        data=$HOME
        for d in /workspace /data /mnt/data; do
            if [ -d "$d" ] && [ -w "$d" ]; then
                data=$d
                break
            fi
        done
    fi
    # The slow parts run at once; each writes its JSON value to a file.
    smi_part >"$T/smi.json" 2>/dev/null &
    npu_part >"$T/npu.json" 2>/dev/null &
    if [ -n "$PY" ]; then
        run_for 25 "$PY" -c "$STACK_PY" </dev/null >"$T/fw.json" 2>/dev/null || printf 'null' >"$T/fw.json" &
    fi
    envs_part >"$T/envs.json" 2>/dev/null &
    toolkit_part >"$T/toolkit.json" 2>/dev/null &
    if [ "$2" = 1 ]; then net_part >"$T/net.json" 2>/dev/null & fi
    if [ "$3" = 1 ]; then disk_test_part "$data" >"$T/disk.json" 2>/dev/null; fi
    wait
    nproc=$(nproc 2>/dev/null || getconf _NPROCESSORS_ONLN 2>/dev/null)
    mem=$(awk '/^MemTotal:/ { print $2 }' /proc/meminfo 2>/dev/null)
    # ulimit -l is not POSIX, but dash, bash and busybox sh all have it; where it fails the field is empty (skipped).
    # shellcheck disable=SC3045
    printf '{"probe_version":1,"host":{"nproc":%s,"mem_total_kb":%s,"kernel":%s,"shm":%s,"memlock":%s},' \
        "$(jnum "$nproc")" "$(jnum "$mem")" "$(jstr "$(uname -sr 2>/dev/null)")" "$(jstr "$(df_line /dev/shm)")" \
        "$(jstr "$(ulimit -l 2>/dev/null)")"
    printf '"smi":%s,' "$(cat "$T/smi.json" 2>/dev/null || printf 'null')"
    printf '"npu":%s,' "$(cat "$T/npu.json" 2>/dev/null || printf 'null')"
    printf '"disks":[%s,%s],' "$(disk_part work "$HOME")" "$(disk_part data "$data")"
    if [ -s "$T/fw.json" ]; then printf '"frameworks":%s,' "$(cat "$T/fw.json")"; else printf '"frameworks":null,'; fi
    if [ -s "$T/envs.json" ]; then printf '"environments":%s,' "$(cat "$T/envs.json")"; else printf '"environments":[],'; fi
    if [ -s "$T/toolkit.json" ]; then printf '"toolkit":%s,' "$(cat "$T/toolkit.json")"; else printf '"toolkit":null,'; fi
    if [ -s "$T/net.json" ]; then printf '"net":%s,' "$(cat "$T/net.json")"; else printf '"net":null,'; fi
    if [ -s "$T/disk.json" ]; then printf '"disk_test":%s,' "$(cat "$T/disk.json")"; else printf '"disk_test":null,'; fi
    printf '"python":%s,"xid":%s}\n' "$([ -n "$PY" ] && jstr "$PY" || printf 'null')" "$(xid_part)"
}

# With PyTorch and a GPU: bf16 (fp16 before Ampere) 8192² matmuls for ~70% of the time, then
# device-to-device copies for memory bandwidth, on GPU 0; with more GPUs, peer-to-peer access and an all-reduce.
BENCH_PY='
import json, sys, time
secs = max(1.0, float(sys.argv[1]))
try:
    import torch
except Exception:
    sys.stdout.write(json.dumps({"skipped": "PyTorch is not installed"}))
    sys.exit(0)
if not torch.cuda.is_available():
    sys.stdout.write(json.dumps({"skipped": "torch.cuda.is_available() is False"}))
    sys.exit(0)
r = {"method": "torch", "device": torch.cuda.get_device_name(0)}
# Native bf16 from compute capability 8.0 (Ampere): newer PyTorch reports bf16 "supported" on V100/T4 by emulation,
# about a tenth of their fp16 speed.
dt = torch.bfloat16 if torch.cuda.get_device_capability(0)[0] >= 8 else torch.float16
r["dtype"] = str(dt).replace("torch.", "")
n = 8192
a = torch.randn(n, n, device="cuda", dtype=dt)
b = torch.randn(n, n, device="cuda", dtype=dt)
for _ in range(3):
    c = a @ b
torch.cuda.synchronize()
t = time.time()
end = t + secs * 0.7
it = 0
while time.time() < end:
    for _ in range(5):
        c = a @ b
    torch.cuda.synchronize()
    it += 5
r["tflops_bf16"] = round(2.0 * n ** 3 * it / (time.time() - t) / 1e12, 1)
del a, b, c
x = torch.empty(512 * 1024 * 1024, dtype=torch.uint8, device="cuda")
y = torch.empty_like(x)
y.copy_(x)
torch.cuda.synchronize()
t = time.time()
end = t + secs * 0.25
k = 0
while time.time() < end:
    y.copy_(x)
    torch.cuda.synchronize()
    k += 1
r["mem_bandwidth_gbs"] = round(2.0 * x.numel() * k / (time.time() - t) / 1e9, 1)
del x, y
# More than one GPU: which pairs reach each other directly (peer-to-peer), and an NCCL all-reduce of 256 MiB
# per GPU from this one process (torch.cuda.nccl), reported as nccl-tests does: bus bandwidth =
# size / time * 2 (n - 1) / n, comparable across GPU counts.
n = torch.cuda.device_count()
if n > 1:
    try:
        r["p2p"] = [[i == j or bool(torch.cuda.can_device_access_peer(i, j)) for j in range(n)] for i in range(n)]
    except Exception as e:
        r["p2p_error"] = str(e)[:200]
    try:
        import torch.cuda.nccl as nccl
        size = 256 * 1024 * 1024
        bufs = [torch.zeros(size // 4, dtype=torch.float32, device="cuda:%d" % i) for i in range(n)]
        if not nccl.is_available(bufs):
            r["allreduce"] = {"skipped": "this PyTorch has no NCCL"}
        else:
            def sync():
                for i in range(n):
                    torch.cuda.synchronize(i)
            for _ in range(3):
                nccl.all_reduce(bufs)
            sync()
            t = time.time()
            k = 0
            while k < 3 or time.time() - t < max(1.0, secs * 0.3):
                nccl.all_reduce(bufs)
                sync()
                k += 1
            algbw = size * k / (time.time() - t) / 1e9
            r["allreduce"] = {"gpus": n, "bytes": size, "iterations": k, "algbw_gbs": round(algbw, 1),
                              "busbw_gbs": round(algbw * 2 * (n - 1) / n, 1), "method": "torch.cuda.nccl"}
        del bufs
    except Exception as e:
        r["allreduce"] = {"error": str(e)[:200]}
r["seconds"] = secs
sys.stdout.write(json.dumps(r))
'

bench_mode() {
    secs=$1
    case $secs in '' | *[!0-9]*) secs=10 ;; esac
    if have nvidia-smi && is_sim; then
        # The RentDeck sandbox has no GPU: its simulated nvidia-smi answers a benchmark scaled by its
        # scenario, so the sandbox exercises this path end to end. Real nvidia-smi has no such option.
        run_for $((secs + 5)) nvidia-smi --benchmark "$secs" </dev/null
    elif [ -n "$PY" ]; then
        run_for $((secs + 60)) "$PY" -c "$BENCH_PY" "$secs" </dev/null 2>"$T/err" ||
            printf '{"error":%s}' "$(jstr "$(tail -n 1 "$T/err")")"
    else
        printf '{"skipped":"no Python on the instance"}'
    fi
    printf '\n'
}

# Every GPU at once, each in its own thread: bf16 (fp16 before Ampere) 4096² matmuls against a fixed
# pair of inputs. Every 10th result is compared with the first one: the same inputs on the same GPU give the
# same bits, so any difference is a computation error (the check gpu_burn makes). Each second every GPU's
# rate goes out as "R,INDEX,SECONDS,TFLOPS"; the end is one {"burn":"load",...} line.
BURN_PY='
import json, sys, threading, time
secs = max(1.0, float(sys.argv[1]))
out = threading.Lock()
def emit(text):
    with out:
        sys.stdout.write(text + "\n")
        sys.stdout.flush()
try:
    import torch
except Exception:
    emit(json.dumps({"burn": "load", "skipped": "neither gpu_burn nor PyTorch is on the instance"}))
    sys.exit(0)
if not torch.cuda.is_available():
    emit(json.dumps({"burn": "load", "skipped": "torch.cuda.is_available() is False"}))
    sys.exit(0)
count = torch.cuda.device_count()
results = [None] * count
def burn(i, start):
    r = {"index": i, "iterations": 0, "errors": 0}
    try:
        dev = torch.device("cuda", i)
        dt = torch.bfloat16 if torch.cuda.get_device_capability(i)[0] >= 8 else torch.float16
        n = 4096
        g = torch.Generator(device=dev).manual_seed(10 + i)
        a = torch.randn(n, n, device=dev, dtype=dt, generator=g)
        b = torch.randn(n, n, device=dev, dtype=dt, generator=g)
        ref = a @ b
        c = torch.empty_like(ref)
        torch.cuda.synchronize(dev)
        flop = 2.0 * n ** 3
        end = start + secs
        last = time.time()
        done = 0
        while time.time() < end:
            for _ in range(10):
                torch.matmul(a, b, out=c)
            bad = int((c != ref).sum().item())
            r["iterations"] += 10
            done += 10
            if bad:
                r["errors"] += bad
            now = time.time()
            if now - last >= 1.0:
                emit("R,%d,%.1f,%.1f" % (i, now - start, flop * done / (now - last) / 1e12))
                last = now
                done = 0
        r["tflops"] = round(flop * r["iterations"] / max(time.time() - start, 1e-6) / 1e12, 1)
    except Exception as e:
        r["error"] = str(e)[:200]
    results[i] = r
start = time.time()
threads = [threading.Thread(target=burn, args=(i, start), daemon=True) for i in range(count)]
for t in threads:
    t.start()
for t in threads:
    t.join(secs + 30)
emit(json.dumps({"burn": "load", "method": "torch", "seconds": secs,
                 "gpus": [r if r else {"index": i, "error": "did not finish"} for i, r in enumerate(results)]}))
'

# gpu_burn (github.com/wilicc/gpu-burn) where the image has it: it must run from its own folder (compare.ptx,
# compare.fatbin in newer builds).
gpu_burn_dir() {
    for c in "$(command -v gpu_burn 2>/dev/null)" /root/gpu-burn/gpu_burn /opt/gpu-burn/gpu_burn \
        "$HOME/gpu-burn/gpu_burn" /usr/local/bin/gpu_burn; do
        d=$(dirname "$c")
        if [ -n "$c" ] && [ -x "$c" ] && { [ -f "$d/compare.ptx" ] || [ -f "$d/compare.fatbin" ]; }; then
            dirname "$c"
            return 0
        fi
    done
    return 1
}

# Xid lines in the kernel log; nothing (null) when the log cannot be read, as in most containers.
xid_lines() {
    if out=$(dmesg 2>/dev/null </dev/null); then
        printf '%s\n' "$out" | grep 'NVRM: Xid'
    elif [ -r /var/log/kern.log ]; then
        grep 'NVRM: Xid' /var/log/kern.log
    else
        return 2
    fi
}

xid_count() {
    if xid_lines >"$T/xidc"; then wc -l <"$T/xidc" | tr -d ' '; elif [ $? -eq 1 ]; then printf 0; fi
}

# The sampler's lines are the metric stream's ("G,<--query-gpu CSV>"), so RentDeck reads them with the same
# parser as the Monitor. nvidia-smi runs as its own process (its pid kept) so it can be stopped at the end.
burn_sampler() {
    sh -c 'echo $$ >"$1"; exec nvidia-smi --query-gpu='"$BURN_FIELDS"' --format=csv,noheader,nounits -l 1' \
        rentdeck-sampler "$T/sampler.pid" </dev/null 2>/dev/null |
        while IFS= read -r l; do printf 'G,%s\n' "$l"; done
}
BURN_FIELDS=timestamp,index,utilization.gpu,memory.used,memory.total,temperature.gpu,power.draw,power.limit,clocks.sm,clocks_throttle_reasons.active

burn_mode() {
    secs=$1
    case $secs in '' | *[!0-9]*) secs=60 ;; esac
    if ! have nvidia-smi; then
        printf '{"burn":"load","skipped":"nvidia-smi not found: no NVIDIA driver on this image"}\n'
        return
    fi
    run_for 20 nvidia-smi -q -x </dev/null >"$T/before" 2>&1
    printf '{"burn":"before","seconds":%s,"xid":%s,"xml_b64":"%s"}\n' "$secs" "$(jnum "$(xid_count)")" \
        "$(b64 "$T/before")"
    burn_sampler &
    if is_sim; then
        # The sandbox has no GPU: its simulated nvidia-smi plays the load (marking its GPUs busy for the
        # sampler) and answers as the PyTorch loop below would. Real nvidia-smi has no such option.
        run_for $((secs + 5)) nvidia-smi --burn-in "$secs" </dev/null
    elif dir=$(gpu_burn_dir); then
        (cd "$dir" && run_for $((secs + 30)) ./gpu_burn "$secs" </dev/null >"$T/burn" 2>&1)
        e=$?
        tail -c 65536 "$T/burn" >"$T/burn.tail"
        printf '{"burn":"load","method":"gpu_burn","seconds":%s,"exit":%s,"output_b64":"%s"}\n' "$secs" "$e" \
            "$(b64 "$T/burn.tail")"
    elif [ -n "$PY" ]; then
        run_for $((secs + 60)) "$PY" -c "$BURN_PY" "$secs" </dev/null 2>"$T/err" ||
            printf '{"burn":"load","error":%s}\n' "$(jstr "$(tail -n 1 "$T/err")")"
    else
        printf '{"burn":"load","skipped":"neither gpu_burn nor Python is on the instance"}\n'
    fi
    [ -s "$T/sampler.pid" ] && kill "$(cat "$T/sampler.pid")" 2>/dev/null
    wait
    run_for 20 nvidia-smi -q -x </dev/null >"$T/after" 2>&1
    xid_lines 2>/dev/null | tail -n 20 >"$T/xid"
    printf '{"burn":"after","xid":%s,"xid_lines_b64":"%s","xml_b64":"%s"}\n' "$(jnum "$(xid_count)")" \
        "$(b64 "$T/xid")" "$(b64 "$T/after")"
}

mode=${1:-probe}
[ $# -gt 0 ] && shift
case $mode in
probe) probe_mode "${1:-}" "${2:-1}" "${3:-1}" ;;
smi)
    printf '{'
    smi_xml
    printf '}\n'
    ;;
bench) bench_mode "${1:-10}" ;;
burn) burn_mode "${1:-60}" ;;
*)
    printf '{"error":"unknown mode"}\n'
    exit 2
    ;;
esac
