#include "momentwords.h"

#include <QCoreApplication>

namespace corrsim {

QString momentText(const Moment &m)
{
    // The model's template, looked up in the translation (lupdate reads the model's marks).
    QString words = QCoreApplication::translate("MomentWords", momentTemplate(m.kind));
    return words.contains(QLatin1String("%1")) ? words.arg(QString::fromStdString(m.subject)) : words;
}

} // namespace corrsim
