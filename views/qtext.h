#pragma once
// The model's text as Qt's, one conversion for the views and the app.

#include <QString>

#include <string>

namespace corrsim {

inline QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

} // namespace corrsim
