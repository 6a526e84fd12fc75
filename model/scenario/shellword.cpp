#include "scenario/shellword.h"

namespace corrsim {

namespace {

bool plainInShell(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           std::string_view("_-./:=,@%+").find(c) != std::string_view::npos;
}

} // namespace

std::string shellWord(std::string_view text)
{
    bool plain = !text.empty(); // an empty argument is ''
    for (char c : text)
        plain = plain && plainInShell(c);
    if (plain)
        return std::string(text);
    std::string quoted = "'";
    for (char c : text)
        quoted += c == '\'' ? std::string_view("'\\''") : std::string_view(&c, 1);
    return quoted + "'";
}

} // namespace corrsim
