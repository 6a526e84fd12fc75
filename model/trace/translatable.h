#pragma once
// Marks for Qt's lupdate on the model's words, without Qt: the model keeps the English
// text (the command line's and the summary's), and the window looks the same text up in
// its translations under the same context (views/findingtext.cpp).

#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif
#ifndef QT_TRANSLATE_N_NOOP
#define QT_TRANSLATE_N_NOOP(context, text) text
#endif
