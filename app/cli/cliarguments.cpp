#include "cliarguments.h"

#include "cli.h"
#include "clicommand.h"

#include <QCommandLineParser>

#include <ostream>
#include <stdexcept>

namespace corrsim {

CliArguments::CliArguments(const CliCommand &command)
    : m_command(&command), m_parser(std::make_unique<QCommandLineParser>())
{}

CliArguments::~CliArguments() = default;
CliArguments::CliArguments(CliArguments &&) noexcept = default;

std::optional<CliArguments> CliArguments::parse(const CliCommand &command, const std::vector<std::string> &args,
                                                std::ostream &err)
{
    CliArguments a(command);
    QCommandLineParser &parser = *a.m_parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    for (const CliOption *o : command.options())
        parser.addOption(o->value.empty()
                             ? QCommandLineOption(QString::fromUtf8(o->name.data(), qsizetype(o->name.size())))
                             : QCommandLineOption(QString::fromUtf8(o->name.data(), qsizetype(o->name.size())), {},
                                                  QString::fromUtf8(o->value.data(), qsizetype(o->value.size()))));
    QStringList list{QStringLiteral("corrsim")};
    for (const std::string &s : args)
        list << QString::fromLocal8Bit(s.data(), qsizetype(s.size()));
    if (!parser.parse(list)) {
        a.usageError(err, parser.errorText().toStdString());
        return std::nullopt;
    }
    const QStringList positional = parser.positionalArguments();
    for (qsizetype i = 1; i < positional.size(); ++i) // [0] is the command's name
        a.m_operands.push_back(positional.at(i).toLocal8Bit().toStdString());
    return a;
}

QString CliArguments::nameOf(const CliOption &option) const
{
    const CliOption *declared = m_command->option(option.name);
    if (declared != &option)
        throw std::logic_error("corrsim " + std::string(m_command->name) + " does not declare --" +
                               std::string(option.name) + " (app/cli/clitable.cpp)");
    return QString::fromUtf8(option.name.data(), qsizetype(option.name.size()));
}

bool CliArguments::has(const CliOption &option) const
{
    return m_parser->isSet(nameOf(option));
}

std::string CliArguments::value(const CliOption &option) const
{
    return m_parser->value(nameOf(option)).toLocal8Bit().toStdString();
}

std::vector<std::string> CliArguments::values(const CliOption &option) const
{
    std::vector<std::string> out;
    for (const QString &v : m_parser->values(nameOf(option)))
        out.push_back(v.toLocal8Bit().toStdString());
    return out;
}

const CliOption *CliArguments::firstGiven(std::initializer_list<const CliOption *> options) const
{
    for (const CliOption *o : options)
        if (has(*o))
            return o;
    return nullptr;
}

int CliArguments::usageError(std::ostream &err, const std::string &message) const
{
    return corrsim::usageError(err, message, m_command);
}

} // namespace corrsim
