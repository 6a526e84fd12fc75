#include "savefile.h"

#include <QSaveFile>

#include <stdexcept>

namespace corrsim {

void saveFile(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    // Unbuffered: a write that cannot complete fails here, not silently in a flush that
    // commit() may not report.
    bool ok = file.open(QIODevice::WriteOnly | QIODevice::Unbuffered);
    for (qint64 done = 0; ok && done < bytes.size();) {
        const qint64 n = file.write(bytes.constData() + done, bytes.size() - done);
        ok = n > 0;
        done += std::max<qint64>(n, 0);
    }
    if (!ok) {
        const QString reason = file.errorString();
        file.cancelWriting();
        throw std::runtime_error("cannot write " + path.toStdString() + ": " + reason.toStdString());
    }
    if (!file.commit())
        throw std::runtime_error("cannot write " + path.toStdString() + ": " + file.errorString().toStdString());
}

} // namespace corrsim
