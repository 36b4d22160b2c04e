// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/TeamDialog.h"

#include "secrets/SecretJob.h"
#include "services/TeamMonitor.h"
#include "services/TeamService.h"
#include "storage/Database.h"
#include "team/TeamAdmin.h"
#include "ui/dialogs/MessageBox.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace RentDeck {

namespace {

constexpr int ConnectTimeoutSeconds = 10;

} // namespace

TeamDialog::TeamDialog(TeamService *team, TeamMonitor *monitor, QWidget *parent)
    : QDialog(parent)
    , m_team(team)
    , m_monitor(monitor)
    , m_state(new QLabel(this))
    , m_address(new QLineEdit(this))
    , m_join(new QPushButton(tr("&Join"), this))
    , m_create(new QPushButton(tr("&Create the team here…"), this))
    , m_memberName(new QLineEdit(this))
    , m_memberAdmin(new QCheckBox(tr("Admin (may invite and correct every row)"), this))
    , m_invite(new QPushButton(tr("&Invite"), this))
    , m_invitation(new QLineEdit(this))
    , m_leave(new QPushButton(tr("&Leave the team…"), this))
    , m_progress(new QLabel(this))
{
    setObjectName(QStringLiteral("teamDialog"));
    setWindowTitle(tr("Team"));
    m_state->setObjectName(QStringLiteral("teamStateLabel"));
    m_state->setWordWrap(true);
    m_address->setObjectName(QStringLiteral("teamAddressLineEdit"));
    m_address->setPlaceholderText(QStringLiteral("postgresql://you:PASSWORD@db-host:5432/team"));
    m_address->setEchoMode(QLineEdit::PasswordEchoOnEdit); // the invitation carries a password
    m_join->setObjectName(QStringLiteral("joinTeamPushButton"));
    m_create->setObjectName(QStringLiteral("createTeamPushButton"));
    m_memberName->setObjectName(QStringLiteral("inviteNameLineEdit"));
    m_memberName->setPlaceholderText(tr("name, e.g. alice"));
    m_invite->setObjectName(QStringLiteral("invitePushButton"));
    m_invitation->setObjectName(QStringLiteral("invitationLineEdit"));
    m_invitation->setReadOnly(true);
    m_invitation->setPlaceholderText(tr("the new member's address appears here, once"));
    m_leave->setObjectName(QStringLiteral("leaveTeamPushButton"));
    m_progress->setObjectName(QStringLiteral("teamProgressLabel"));
    m_progress->setWordWrap(true);

    auto *joinBox = new QGroupBox(tr("Join a team"), this);
    joinBox->setObjectName(QStringLiteral("joinTeamGroupBox"));
    auto *joinHelp = new QLabel(tr("Paste the address your team's admin sent you. A team shares one PostgreSQL "
                                   "database; API keys, passwords and private keys never go there."),
        joinBox);
    joinHelp->setWordWrap(true);
    auto *joinButtons = new QHBoxLayout;
    joinButtons->addWidget(m_join);
    joinButtons->addWidget(m_create);
    joinButtons->addStretch();
    auto *joinLayout = new QVBoxLayout(joinBox);
    joinLayout->addWidget(joinHelp);
    joinLayout->addWidget(m_address);
    joinLayout->addLayout(joinButtons);

    auto *inviteBox = new QGroupBox(tr("Invite (admins)"), this);
    inviteBox->setObjectName(QStringLiteral("inviteGroupBox"));
    auto *inviteForm = new QFormLayout(inviteBox);
    auto *nameRow = new QHBoxLayout;
    nameRow->addWidget(m_memberName, 1);
    nameRow->addWidget(m_invite);
    inviteForm->addRow(tr("Member:"), nameRow);
    inviteForm->addRow(QString(), m_memberAdmin);
    auto *copy = new QPushButton(tr("Copy"), inviteBox);
    copy->setObjectName(QStringLiteral("copyInvitationPushButton"));
    auto *invitationRow = new QHBoxLayout;
    invitationRow->addWidget(m_invitation, 1);
    invitationRow->addWidget(copy);
    inviteForm->addRow(tr("Address:"), invitationRow);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_leave, QDialogButtonBox::ResetRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_state);
    layout->addWidget(joinBox);
    layout->addWidget(inviteBox);
    layout->addWidget(m_progress);
    layout->addWidget(buttons);
    setMinimumWidth(560);

    connect(m_join, &QPushButton::clicked, this, [this] { join(false); });
    connect(m_create, &QPushButton::clicked, this, [this] { join(true); });
    connect(m_invite, &QPushButton::clicked, this, &TeamDialog::invite);
    connect(m_leave, &QPushButton::clicked, this, &TeamDialog::leave);
    connect(copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(m_invitation->text()); });
    connect(m_monitor, &TeamMonitor::snapshotChanged, this, &TeamDialog::updateState);
    updateState();
}

void TeamDialog::updateState()
{
    const std::optional<PostgresAddress> linked = m_team->link();
    const TeamSnapshot &snapshot = m_monitor->snapshot();
    if (!linked) {
        m_state->setText(tr("This RentDeck is in no team: its ledger stays on this computer."));
    } else if (!snapshot.error.isEmpty()) {
        m_state->setText(tr("Team %1 as %2: %3").arg(linked->database, linked->user, snapshot.error));
    } else if (snapshot.linked && !snapshot.online) {
        m_state->setText(tr("Team %1 as %2. The database does not answer since %3; %n write(s) wait here.", nullptr,
            int(snapshot.pending))
                             .arg(linked->database, linked->user,
                                 snapshot.offlineSince.toLocalTime().toString(QStringLiteral("yyyy-MM-dd hh:mm"))));
    } else {
        m_state->setText(
            tr("Team %1 as %2 (%3). Everything is shared.").arg(linked->database, linked->user, linked->display()));
    }
    m_join->setEnabled(!m_busy && !linked);
    m_create->setEnabled(!m_busy && !linked);
    m_address->setEnabled(!m_busy && !linked);
    m_invite->setEnabled(!m_busy && linked.has_value());
    m_memberName->setEnabled(!m_busy && linked.has_value());
    m_leave->setEnabled(!m_busy && linked.has_value());
}

void TeamDialog::runInBackground(
    const QString &what, std::function<Status()> work, std::function<void(const Status &)> done)
{
    m_busy = true;
    m_progress->setText(what);
    updateState();
    auto *watcher = new QFutureWatcher<Status>(this);
    connect(watcher, &QFutureWatcher<Status>::finished, this, [this, watcher, done] {
        watcher->deleteLater();
        m_busy = false;
        const Status status = watcher->result();
        m_progress->setText(status ? QString() : status.error().message);
        done(status);
        updateState();
    });
    watcher->setFuture(QtConcurrent::run(std::move(work)));
}

void TeamDialog::join(bool create)
{
    const Result<PostgresAddress> parsed = PostgresAddress::fromUrl(m_address->text());
    if (!parsed) {
        m_progress->setText(parsed.error().message);
        return;
    }
    PostgresAddress address = parsed.value();
    const QString password = address.password;
    if (password.isEmpty()) {
        m_progress->setText(tr("The address has no password: paste the whole address your admin sent."));
        return;
    }
    address.password.clear();
    runInBackground(
        create ? tr("Creating the team in %1…").arg(address.display()) : tr("Joining %1…").arg(address.display()),
        [address, password, create]() -> Status {
            if (create) {
                return TeamService::initTeam(address, password, ConnectTimeoutSeconds);
            }
            const Result<bool> member = TeamService::checkMembership(address, password, ConnectTimeoutSeconds);
            return member ? Status() : Status(member.error());
        },
        [this, address, password](const Status &status) {
            if (!status) {
                return;
            }
            if (const Status linked = m_team->setLink(address); !linked) {
                m_progress->setText(linked.error().message);
                return;
            }
            m_address->clear();
            SecretJob *job = m_team->storePassword(address, password);
            connect(job, &SecretJob::finished, this, [this, job] {
                m_progress->setText(job->isOk() && m_team->passwordPersists()
                        ? tr("Joined. The password is in the system keychain.")
                        : tr("Joined. There is no keychain here: the password lasts until RentDeck quits (set "
                             "RENTDECK_TEAM_PASSWORD to keep it)."));
                m_monitor->refresh();
                updateState();
            });
        });
}

void TeamDialog::invite()
{
    const std::optional<PostgresAddress> linked = m_team->link();
    const QString name = m_memberName->text().trimmed();
    if (!linked || name.isEmpty()) {
        return;
    }
    const bool admin = m_memberAdmin->isChecked();
    m_team->readPassword(*linked, this, [this, address = *linked, name, admin](const Result<QString> &password) {
        if (!password) {
            m_progress->setText(password.error().message);
            return;
        }
        auto url = std::make_shared<QString>();
        runInBackground(
            tr("Inviting %1…").arg(name),
            [address, password = password.value(), name, admin, url]() -> Status {
                const Result<QString> invited
                    = TeamService::inviteMember(address, password, name, admin, ConnectTimeoutSeconds);
                if (!invited) {
                    return invited.error();
                }
                *url = invited.value();
                return {};
            },
            [this, url, name](const Status &status) {
                if (status) {
                    m_invitation->setText(*url);
                    m_memberName->clear();
                    m_progress->setText(
                        tr("Send this address to %1 over a private channel: it holds their password and "
                           "is shown only now.")
                            .arg(name));
                }
            });
    });
}

void TeamDialog::leave()
{
    const std::optional<PostgresAddress> linked = m_team->link();
    if (!linked) {
        return;
    }
    MessageBox::question(this, tr("Leave the team"),
        tr("Leave team %1? What you recorded stays in the team's history; this computer forgets the address and the "
           "password.")
            .arg(linked->database),
        this, [this, address = *linked](QMessageBox::StandardButton answer) {
            if (answer != QMessageBox::Yes) {
                return;
            }
            m_team->readPassword(address, this, [this, address](const Result<QString> &password) {
                runInBackground(
                    tr("Leaving %1…").arg(address.display()),
                    [address, password = password ? password.value() : QString()]() -> Status {
                        auto opened = TeamService::connect(address, password, ConnectTimeoutSeconds);
                        // Unreachable: leave here anyway (the admin can mark it later).
                        return opened ? TeamAdmin::leave(*opened.value()) : Status();
                    },
                    [this, address](const Status &) {
                        (void)m_team->unlink();
                        SecretJob *job = m_team->forgetPassword(address);
                        connect(job, &SecretJob::finished, this, [this] {
                            m_monitor->refresh();
                            updateState();
                        });
                    });
            });
        });
}

} // namespace RentDeck
