// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "JobAwait.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QTest>

namespace RentDeck {

Status await(Job *job, QStringList *progress, int timeoutMs, bool *timedOut)
{
    int finished = 0;
    std::optional<Error> outcome;
    // Disconnected before returning: a job its caller owns lives on, and must not reach these locals afterwards.
    const QMetaObject::Connection progressed
        = QObject::connect(job, &Job::progress, job, [progress](const QString &message) {
              if (progress != nullptr) {
                  progress->append(message);
              }
          });
    const QMetaObject::Connection ended = QObject::connect(job, &Job::finished, job, [&finished, &outcome, job] {
        ++finished;
        outcome = job->error();
    });
    QPointer<Job> alive(job);
    const auto forget = [&] {
        QObject::disconnect(progressed);
        QObject::disconnect(ended);
    };
    QElapsedTimer clock;
    clock.start();
    while (!outcome && clock.elapsed() < timeoutMs) {
        QTest::qWait(5);
    }
    if (timedOut != nullptr) {
        *timedOut = !outcome;
    }
    if (!outcome) {
        if (alive) {
            QObject::disconnect(job, nullptr, nullptr, nullptr);
            job->cancel();
        }
        return Error::make(Error::Code::Timeout, QStringLiteral("the job did not finish in %1 ms").arg(timeoutMs));
    }
    QTest::qWait(20); // a second finished() would show up here
    forget();
    if (finished != 1) {
        return Error::make(Error::Code::Internal, QStringLiteral("the job finished %1 times").arg(finished));
    }
    return *outcome;
}

} // namespace RentDeck
