#include "export/jsonline.h"

#include "input/json.h"

#include <charconv>

namespace corrsim {

void appendJsonString(std::string &out, std::string_view text)
{
    bool plain = true;
    for (char c : text)
        if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x80 || c == '"' || c == '\\') {
            plain = false;
            break;
        }
    if (plain) {
        out += '"';
        out += text;
        out += '"';
        return;
    }
    // Escapes and UTF-8 (checked, invalid bytes replaced) exactly as the JSON library does.
    out += OrderedJson(std::string(text)).dump(-1, ' ', false, OrderedJson::error_handler_t::replace);
}

void JsonLine::appendInt(int64_t v)
{
    char buf[24];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    m_out.append(buf, r.ptr);
}

} // namespace corrsim
