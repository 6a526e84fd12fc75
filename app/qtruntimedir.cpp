#include "qtruntimedir.h"

#include <QByteArray>
#include <QDir>
#include <QFile>

#include <unistd.h>

namespace corrsim {

void ensureQtRuntimeDir()
{
    if (!qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR"))
        return;
    const QByteArray dir = QDir::tempPath().toLocal8Bit() + "/corrsim-runtime-" + QByteArray::number(getuid());
    QDir().mkpath(QString::fromLocal8Bit(dir));
    QFile::setPermissions(QString::fromLocal8Bit(dir),
                          QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    qputenv("XDG_RUNTIME_DIR", dir);
}

} // namespace corrsim
