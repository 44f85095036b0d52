// Java source text for every UTF-16 code unit: ASCII only, and never an escape that javac
// would translate into a character that ends a literal or a line comment. (The integration
// test java_text_jvm compiles the same text with javac and compares on the JVM.)
#include "emit/java_text.hpp"

#include <gtest/gtest.h>

namespace symtest::emit {
namespace {

// The \uXXXX escapes javac would translate in `text` (JLS 3.3: a backslash preceded by an
// even number of backslashes, followed by one or more u and four hex digits).
std::vector<unsigned> translatedEscapes(const std::string& text) {
  std::vector<unsigned> out;
  size_t run = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '\\') {
      run = 0;
      continue;
    }
    if (run % 2 == 0 && i + 1 < text.size() && text[i + 1] == 'u') {
      size_t j = i + 1;
      while (j < text.size() && text[j] == 'u') ++j;
      if (j + 4 <= text.size()) out.push_back(std::stoul(text.substr(j, 4), nullptr, 16));
    }
    ++run;
  }
  return out;
}

bool asciiPrintable(const std::string& s) {
  for (char c : s)
    if (c < 0x20 || c > 0x7e) return false;
  return true;
}

TEST(JavaText, EveryUnitIsAnAsciiLiteralWithoutDangerousEscapes) {
  for (uint32_t u = 0; u <= 0xFFFF; ++u) {
    auto unit = static_cast<uint16_t>(u);
    for (const std::string& text :
         {javaCharLiteral(unit), javaStringLiteral(std::vector<uint16_t>{'x', unit, 'y'})}) {
      ASSERT_TRUE(asciiPrintable(text)) << u;
      for (unsigned e : translatedEscapes(text))
        ASSERT_TRUE(e != 0x0a && e != 0x0d && e != 0x22 && e != 0x27 && e != 0x5c)
            << text << " for unit " << u;
    }
  }
  EXPECT_EQ(javaCharLiteral('a'), "'a'");
  EXPECT_EQ(javaCharLiteral('\n'), "'\\n'");
  EXPECT_EQ(javaCharLiteral('\''), "'\\''");
  EXPECT_EQ(javaCharLiteral('"'), "'\"'");
  EXPECT_EQ(javaCharLiteral(0), "'\\u0000'");
  EXPECT_EQ(javaCharLiteral(0xD800), "'\\ud800'");
  EXPECT_EQ(javaStringLiteral(std::vector<uint16_t>{'a', '"', '\\', '\n', 0x7f, 0xe9}),
            "\"a\\\"\\\\\\n\\u007f\\u00e9\"");
}

TEST(JavaText, CommentsStayOnOneLineWhateverTheyContain) {
  std::string all;
  for (uint32_t u = 1; u < 0x80; ++u) all += static_cast<char>(u);
  all += "\\u000a \\\\u000d \xc3\xa9 \xf0\x9f\x98\x80";  // escapes spelled out, é, an emoji
  std::string c = javaComment(all);
  EXPECT_TRUE(asciiPrintable(c)) << c;
  for (unsigned e : translatedEscapes(c)) EXPECT_TRUE(e != 0x0a && e != 0x0d) << c;
  EXPECT_NE(c.find("\\u00e9"), std::string::npos);
  EXPECT_NE(c.find("\\ud83d\\ude00"), std::string::npos) << "a supplementary character as a pair";
  EXPECT_EQ(javaComment("s.value[0] == 10"), "s.value[0] == 10");
}

TEST(JavaText, Utf8DecodesToUtf16WithReplacementForBadBytes) {
  EXPECT_EQ(utf16Of("a\xc3\xa9"), (std::vector<uint16_t>{'a', 0xe9}));
  EXPECT_EQ(utf16Of("\xf0\x9f\x98\x80"), (std::vector<uint16_t>{0xd83d, 0xde00}));
  EXPECT_EQ(utf16Of("\xff"
                    "a"),
            (std::vector<uint16_t>{0xfffd, 'a'}));
  EXPECT_EQ(utf16Of("\xc3"), (std::vector<uint16_t>{0xfffd}));
}

}  // namespace
}  // namespace symtest::emit
