#include "importoptions.h"

#include "qtext.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QVBoxLayout>

namespace corrsim {

namespace {

/// A settings key of its own for each file: its absolute path, with nothing QSettings
/// would read as a group.
QString keyOf(const QString &path)
{
    return QStringLiteral("spanImport/") + QFileInfo(path).absoluteFilePath().replace(u'/', u'|');
}

QString effectText(const ImportOptions &options)
{
    QStringList parts;
    for (const EffectSpan &e : options.effectSpans)
        parts << qs(e.key.empty() ? e.name : e.name + "=" + e.key);
    return parts.join(QStringLiteral(", "));
}

std::vector<EffectSpan> effectsOf(const QString &text)
{
    std::vector<EffectSpan> out;
    for (const QString &part : text.split(u',', Qt::SkipEmptyParts))
        if (const auto e = effectSpanOf(part.trimmed().toStdString()))
            out.push_back(*e);
    return out;
}

QString timeoutText(const ImportOptions &options)
{
    return options.replyTimeout ? qs(formatDuration(*options.replyTimeout)) : QString();
}

/// A duration longer than zero ("300ms", "5s"); none for anything else.
std::optional<SimTime> timeoutOf(const QString &text)
{
    const auto t = parseDuration(text.trimmed().toStdString());
    return t && *t > SimTime() ? t : std::nullopt;
}

} // namespace

ImportOptions savedImportOptions(const QString &path)
{
    QSettings settings;
    ImportOptions options;
    options.correlationAttribute = settings.value(keyOf(path) + "/correlation").toString().toStdString();
    options.effectSpans = effectsOf(settings.value(keyOf(path) + "/effects").toString());
    options.replyTimeout = timeoutOf(settings.value(keyOf(path) + "/replyTimeout").toString());
    return options;
}

void saveImportOptions(const QString &path, const ImportOptions &options)
{
    QSettings settings;
    settings.setValue(keyOf(path) + "/correlation", qs(options.correlationAttribute));
    settings.setValue(keyOf(path) + "/effects", effectText(options));
    settings.setValue(keyOf(path) + "/replyTimeout", timeoutText(options));
}

bool editImportOptions(QWidget *parent, const QString &path, ImportOptions &options)
{
    QDialog dialog(parent);
    dialog.setWindowTitle(QDialog::tr("Span import options: %1").arg(QFileInfo(path).fileName()));
    auto *layout = new QVBoxLayout(&dialog);
    auto *about =
        new QLabel(QDialog::tr("What the spans of this file do not say. Corrsim remembers it for this file and "
                               "reads the file again with it."),
                   &dialog);
    about->setWordWrap(true);
    layout->addWidget(about);
    auto *form = new QFormLayout;
    auto *effects = new QLineEdit(effectText(options), &dialog);
    effects->setPlaceholderText(QDialog::tr("ledger.apply=payment.id, email.send"));
    effects->setToolTip(
        QDialog::tr("Spans that apply an effect, by name, each with the attribute that says what it acted on: "
                    "no-effect-twice then finds an effect applied twice"));
    effects->setAccessibleName(QDialog::tr("Effect spans"));
    form->addRow(QDialog::tr("&Effect spans (NAME=ATTRIBUTE):"), effects);
    auto *correlation = new QLineEdit(qs(options.correlationAttribute), &dialog);
    correlation->setPlaceholderText(QDialog::tr("messaging.conversation_id (read by default)"));
    correlation->setToolTip(QDialog::tr("The attribute that carries the correlation ID, where the instrumentation "
                                        "writes no conversation ID"));
    correlation->setAccessibleName(QDialog::tr("Correlation attribute"));
    form->addRow(QDialog::tr("&Correlation attribute:"), correlation);
    auto *timeout = new QLineEdit(timeoutText(options), &dialog);
    timeout->setPlaceholderText(QDialog::tr("300ms, 5s (none: requests-answered-in-time says unknown)"));
    timeout->setToolTip(QDialog::tr("How long a request may wait for its reply: requests-answered-in-time finds "
                                    "a request answered later than that, or never"));
    timeout->setAccessibleName(QDialog::tr("Reply timeout"));
    form->addRow(QDialog::tr("&Reply timeout:"), timeout);
    layout->addLayout(form);
    auto *problem = new QLabel(&dialog);
    problem->setStyleSheet(QStringLiteral("color: #b00020"));
    problem->hide();
    layout->addWidget(problem);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, [&] {
        if (!timeout->text().trimmed().isEmpty() && !timeoutOf(timeout->text())) {
            problem->setText(QDialog::tr("The reply timeout is a duration longer than zero, such as 300ms or 5s."));
            problem->show();
            timeout->setFocus();
            return;
        }
        dialog.accept();
    });
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog.resize(760, dialog.sizeHint().height());
    if (dialog.exec() != QDialog::Accepted)
        return false;
    options.effectSpans = effectsOf(effects->text());
    options.correlationAttribute = correlation->text().trimmed().toStdString();
    options.replyTimeout = timeoutOf(timeout->text());
    return true;
}

} // namespace corrsim
