// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SandboxPythonStacks.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace RentDeck::SandboxPythonStacks {

namespace {

constexpr const char *Marker = ".rentdeck-sandbox-stack";

struct FakeTorch
{
    const char *version; // "2.5.1+cu124"
    const char *cuda;
    bool cxx11Abi;
    int cudnn; // as torch.backends.cudnn.version() reports it
};

struct Environment
{
    const char *folder; // under the home
    FakeTorch torch;
    QList<std::pair<const char *, const char *>> packages; // dist-info name, version
    QList<std::pair<const char *, QByteArray>> modules; // file under site/, content
};

// The real error of a flash-attn wheel built for another torch (Dao-AILab/flash-attention#1832).
const QByteArray WrongTorchSymbol = "raise ImportError(\"/opt/conda/lib/python3.11/site-packages/flash_attn_2_cuda."
                                    "cpython-311-x86_64-linux-gnu.so: undefined symbol: "
                                    "_ZN3c105ErrorC2ENS_14SourceLocationENSt7__cxx1112basic_stringIcSt11char_traitsIcES"
                                    "aIcEEE\")\n";

QList<Environment> environments()
{
    const QByteArray loads = "# RentDeck sandbox: a stand-in compiled extension that loads.\n";
    const QByteArray xformersInit = "from . import _cpp_lib\n";
    const QByteArray xformersCpp = "_cpp_library_load_exception = None\n";
    return {
        { "miniconda3", { "2.8.0+cu128", "12.8", true, 91002 },
            { { "torch", "2.8.0+cu128" }, { "flash_attn", "2.8.3" }, { "xformers", "0.0.32.post2" },
                { "bitsandbytes", "0.48.2" } },
            { { "flash_attn_2_cuda.py", loads }, { "xformers/__init__.py", xformersInit },
                { "xformers/_cpp_lib.py", xformersCpp }, { "bitsandbytes/__init__.py", loads } } },
        { "miniconda3/envs/train", { "2.5.1+cu124", "12.4", false, 90100 },
            { { "torch", "2.5.1+cu124" }, { "flash_attn", "2.8.3" }, { "xformers", "0.0.28.post3" } },
            { { "flash_attn_2_cuda.py", WrongTorchSymbol }, { "xformers/__init__.py", xformersInit },
                { "xformers/_cpp_lib.py", xformersCpp } } },
        { "llm/.venv", { "2.8.0+cu128", "12.8", true, 91002 }, { { "torch", "2.8.0+cu128" }, { "vllm", "0.10.1.1" } },
            {} },
    };
}

QString capabilityOf(const QString &architecture)
{
    if (architecture == QLatin1String("Volta")) {
        return QStringLiteral("7, 0");
    }
    if (architecture == QLatin1String("Turing")) {
        return QStringLiteral("7, 5");
    }
    if (architecture == QLatin1String("Ampere")) {
        return QStringLiteral("8, 0");
    }
    if (architecture.startsWith(QLatin1String("Ada"))) {
        return QStringLiteral("8, 9");
    }
    if (architecture == QLatin1String("Blackwell")) {
        return QStringLiteral("10, 0");
    }
    return QStringLiteral("9, 0");
}

QByteArray torchModule(const FakeTorch &torch, const QString &capability)
{
    return QStringLiteral("# RentDeck sandbox: a stand-in torch with what the probe asks of it; no GPU code.\n"
                          "__version__ = \"%1\"\n"
                          "class version:\n    cuda = \"%2\"\n"
                          "class _C:\n    _GLIBCXX_USE_CXX11_ABI = %3\n"
                          "class cuda:\n"
                          "    @staticmethod\n    def is_available():\n        return True\n"
                          "    @staticmethod\n    def get_device_capability(index=0):\n        return (%4)\n"
                          "    @staticmethod\n    def get_arch_list():\n        return [\"sm_80\", \"sm_90\"]\n"
                          "class backends:\n    class cudnn:\n"
                          "        @staticmethod\n        def version():\n            return %5\n")
        .arg(QString::fromLatin1(torch.version), QString::fromLatin1(torch.cuda),
            torch.cxx11Abi ? QStringLiteral("True") : QStringLiteral("False"), capability)
        .arg(torch.cudnn)
        .toUtf8();
}

// The environment's python: this computer's python3 with the stand-in packages first.
const QByteArray PythonScript = "#!/bin/sh\n"
                                "# RentDeck sandbox: an environment's python (the stack-mismatch scenario).\n"
                                "here=$(cd \"$(dirname \"$0\")/..\" && pwd)\n"
                                "PYTHONPATH=\"$here/site${PYTHONPATH:+:$PYTHONPATH}\" exec python3 \"$@\"\n";

} // namespace

Status writeFile(const QString &path, const QByteArray &content, bool executable)
{
    if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
        return Error::make(Error::Code::Io,
            QCoreApplication::translate("RentDeck::SandboxPythonStacks", "cannot create %1")
                .arg(QFileInfo(path).absolutePath()));
    }
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(content) != content.size()) {
        return Error::make(Error::Code::Io,
            QCoreApplication::translate("RentDeck::SandboxPythonStacks", "cannot write %1: %2")
                .arg(path, file.errorString()));
    }
    file.close();
    if (executable) {
        file.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }
    return {};
}

Status apply(const QString &home, const QString &scenario, const QString &architecture)
{
    const QList<Environment> all = environments();
    if (scenario != QLatin1String(Scenario)) {
        // Only what this wrote: the top folders that carry the marker.
        for (const QString &top : { QStringLiteral("miniconda3"), QStringLiteral("llm") }) {
            if (QFile::exists(home + QLatin1Char('/') + top + QLatin1Char('/') + QLatin1String(Marker))) {
                QDir(home + QLatin1Char('/') + top).removeRecursively();
            }
        }
        return {};
    }
    const QString capability = capabilityOf(architecture);
    for (const Environment &environment : all) {
        const QString root = home + QLatin1Char('/') + QLatin1String(environment.folder);
        const QString site = root + QStringLiteral("/site/");
        QList<Status> written { writeFile(root + QStringLiteral("/bin/python"), PythonScript, true),
            writeFile(site + QStringLiteral("torch/__init__.py"), torchModule(environment.torch, capability)) };
        if (QString::fromLatin1(environment.folder).endsWith(QLatin1String(".venv"))) {
            written << writeFile(root + QStringLiteral("/pyvenv.cfg"), "home = /usr/bin\n");
        }
        for (const auto &[name, version] : environment.packages) {
            written << writeFile(
                site + QStringLiteral("%1-%2.dist-info/METADATA").arg(QLatin1String(name), QLatin1String(version)),
                QStringLiteral("Metadata-Version: 2.1\nName: %1\nVersion: %2\n")
                    .arg(QLatin1String(name), QLatin1String(version))
                    .toUtf8());
        }
        for (const auto &[file, content] : environment.modules) {
            written << writeFile(site + QLatin1String(file), content);
        }
        const QString top
            = home + QLatin1Char('/') + QString::fromLatin1(environment.folder).section(QLatin1Char('/'), 0, 0);
        written << writeFile(top + QLatin1Char('/') + QLatin1String(Marker), "written by the RentDeck sandbox\n");
        for (const Status &status : written) {
            if (!status) {
                return status;
            }
        }
    }
    return {};
}

Status applyAscend(const QString &home, const QString &cann)
{
    const QString root = home + QStringLiteral("/miniconda3");
    const QString site = root + QStringLiteral("/site/");
    const QByteArray torch = "# RentDeck sandbox: a stand-in CPU torch, as Ascend boxes run it under torch_npu.\n"
                             "__version__ = \"2.5.1\"\n"
                             "class version:\n    cuda = None\n"
                             "class _C:\n    _GLIBCXX_USE_CXX11_ABI = False\n"
                             "class cuda:\n    @staticmethod\n    def is_available():\n        return False\n"
                             "class backends:\n    class cudnn:\n"
                             "        @staticmethod\n        def version():\n            return None\n";
    const QByteArray torchNpu
        = "# RentDeck sandbox: a stand-in torch_npu; its import adds torch.npu as the real one does.\n"
          "import torch\n__version__ = \"2.5.1\"\n"
          "class _npu:\n    @staticmethod\n    def is_available():\n        return True\n"
          "    @staticmethod\n    def device_count():\n        return 8\n"
          "torch.npu = _npu\ntorch.version.cann = \""
        + cann.toUtf8() + "\"\n";
    for (const Status &status : { writeFile(root + QStringLiteral("/bin/python"), PythonScript, true),
             writeFile(site + QStringLiteral("torch/__init__.py"), torch),
             writeFile(site + QStringLiteral("torch_npu/__init__.py"), torchNpu),
             writeFile(site + QStringLiteral("torch-2.5.1.dist-info/METADATA"),
                 "Metadata-Version: 2.1\nName: torch\nVersion: 2.5.1\n"),
             writeFile(site + QStringLiteral("torch_npu-2.5.1.dist-info/METADATA"),
                 "Metadata-Version: 2.1\nName: torch-npu\nVersion: 2.5.1\n"),
             writeFile(root + QLatin1Char('/') + QLatin1String(Marker), "written by the RentDeck sandbox\n") }) {
        if (!status) {
            return status;
        }
    }
    return {};
}

} // namespace RentDeck::SandboxPythonStacks
