# cmake -DIN=<text file> -DOUT=<header> -DNAME=<identifier> -P embed_text.cmake
# Writes OUT, a header defining `inline constexpr const char* NAME` with IN's contents (a raw
# string literal): files shipped inside the binary, such as the Prolog driver of clp --prolog.
file(READ ${IN} text)
if(text MATCHES "\\)symtest_text\"")
  message(FATAL_ERROR "${IN} contains the raw string's delimiter")
endif()
file(WRITE ${OUT} "// Generated from ${IN} by cmake/embed_text.cmake.\n#pragma once\n\ninline constexpr const char* ${NAME} = R\"symtest_text(${text})symtest_text\";\n")
