#include "parameterdoc.h"

#include "scenario/parameterspec.h"

#include <QCoreApplication>

namespace corrsim {

QString parameterDocText(const std::string &doc)
{
    return QCoreApplication::translate(ParameterDocsContext, doc.c_str()).remove(QLatin1Char('`'));
}

} // namespace corrsim
