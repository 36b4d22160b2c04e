// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/RunningInstanceComboBox.h"

#include <QSignalBlocker>

namespace RentDeck {

RunningInstanceComboBox::RunningInstanceComboBox(QWidget *parent)
    : QComboBox(parent)
{
    setPlaceholderText(tr("none running"));
    setSizeAdjustPolicy(QComboBox::AdjustToContents); // "sandbox:1 (train-llama-7b)" in full
}

bool RunningInstanceComboBox::setInstances(const QList<Instance> &instances)
{
    const QString current = instanceName();
    const QSignalBlocker blocker(this);
    clear();
    for (const Instance &instance : instances) {
        if (instance.state == InstanceState::Running) {
            addItem(instance.label.isEmpty() ? instance.name() : tr("%1 (%2)").arg(instance.name(), instance.label),
                instance.name());
        }
    }
    const int index = findData(current);
    setCurrentIndex(index >= 0 ? index : 0);
    return instanceName() != current;
}

} // namespace RentDeck
