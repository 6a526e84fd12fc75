#include "trace/utf8.h"

namespace corrsim {

size_t utf8SequenceLength(std::string_view text, size_t i)
{
    const unsigned char b = static_cast<unsigned char>(text[i]);
    if (b < 0x80)
        return 1;
    const size_t length = (b & 0xe0) == 0xc0 ? 2 : (b & 0xf0) == 0xe0 ? 3 : (b & 0xf8) == 0xf0 ? 4 : 0;
    if (length == 0 || i + length > text.size() || b < 0xc2 || b > 0xf4)
        return 0;
    for (size_t k = 1; k < length; ++k)
        if ((static_cast<unsigned char>(text[i + k]) & 0xc0) != 0x80)
            return 0;
    const unsigned char b1 = static_cast<unsigned char>(text[i + 1]);
    if (length == 3 && ((b == 0xe0 && b1 < 0xa0) || (b == 0xed && b1 >= 0xa0)))
        return 0; // an overlong form, or a surrogate
    if (length == 4 && ((b == 0xf0 && b1 < 0x90) || (b == 0xf4 && b1 >= 0x90)))
        return 0; // an overlong form, or past U+10FFFF
    return length;
}

bool isUtf8(std::string_view text)
{
    for (size_t i = 0; i < text.size();) {
        // ASCII runs, eight bytes at a time: most texts are all ASCII.
        while (i + 8 <= text.size()) {
            unsigned char any = 0;
            for (size_t k = 0; k < 8; ++k)
                any |= static_cast<unsigned char>(text[i + k]);
            if (any & 0x80)
                break;
            i += 8;
        }
        if (i >= text.size())
            break;
        const size_t n = utf8SequenceLength(text, i);
        if (n == 0)
            return false;
        i += n;
    }
    return true;
}

} // namespace corrsim
