#include <gtest/gtest.h>

#include "concrete/wire.hpp"

namespace symtest::concrete {
namespace {

TEST(Wire, IntegersNamesAndCharsRoundTrip) {
  WireOut out;
  out.u8(0xfe);
  out.u16(0xbeef);
  out.i32(-2);
  out.i64(INT64_MIN);
  out.utf("caf\xc3\xa9 \xe2\x82\xac");  // café €: two and three bytes in modified UTF-8
  out.chars({0, 'a', 0xd83d, 0xde00});
  WireIn in(out.bytes());
  EXPECT_EQ(in.u8(), 0xfe);
  EXPECT_EQ(in.u16(), 0xbeef);
  EXPECT_EQ(in.i32(), -2);
  EXPECT_EQ(in.i64(), INT64_MIN);
  EXPECT_EQ(in.utf(), "caf\xc3\xa9 \xe2\x82\xac");
  EXPECT_EQ(in.chars(), (std::vector<uint16_t>{0, 'a', 0xd83d, 0xde00}));
  EXPECT_TRUE(in.atEnd());
  EXPECT_FALSE(in.failed());
}

TEST(Wire, ModifiedUtf8WritesNulInTwoBytes) {
  WireOut out;
  out.utf(std::string("a\0b", 3));
  EXPECT_EQ(out.bytes(), std::string("\x00\x04"
                                     "a\xc0\x80"
                                     "b",
                                     6));
}

TEST(Wire, ReadingPastTheEndFails) {
  WireIn in(std::string("\x00\x00", 2));
  EXPECT_EQ(in.i32(), 0);
  EXPECT_TRUE(in.failed());
}

WireOut answer(char kind) {
  WireOut w;
  w.u8(static_cast<uint8_t>(kind));
  return w;
}

TEST(Wire, AnswersOfEveryKind) {
  // Returned: an array of two strings, the second the first again (R 1), nothing changed, one
  // fixed property read.
  WireOut r = answer('R');
  r.u8('A');
  r.utf("[Ljava/lang/String;");
  r.i32(2);
  r.u8('T');
  r.chars({'h', 'i'});
  r.u8('R');
  r.i32(1);
  r.i32(0);
  r.i32(1);
  r.utf("line.separator");
  Answer a = readAnswer(r.bytes());
  ASSERT_EQ(a.kind, Answer::Kind::Returned) << a.refusal;
  ASSERT_EQ(a.value.tag, 'A');
  ASSERT_EQ(a.value.elements.size(), 2u);
  EXPECT_EQ(a.value.elements[0].chars, (std::vector<uint16_t>{'h', 'i'}));
  EXPECT_EQ(a.value.elements[1].tag, 'R');
  EXPECT_EQ(a.value.elements[1].number, 1);
  EXPECT_EQ(a.properties, std::vector<std::string>{"line.separator"});

  // Threw, having changed object 0 to an int[] {3}.
  WireOut e = answer('E');
  e.utf("java/lang/ArithmeticException");
  e.i32(1);
  e.i32(0);
  e.u8('A');
  e.utf("[I");
  e.i32(1);
  e.u8('I');
  e.i32(3);
  e.i32(0);
  a = readAnswer(e.bytes());
  ASSERT_EQ(a.kind, Answer::Kind::Threw);
  EXPECT_EQ(a.thrown, "java/lang/ArithmeticException");
  ASSERT_EQ(a.changed.size(), 1u);
  EXPECT_EQ(a.changed[0].second.elements.at(0).bits, 3u);

  // A new JDK object that is an enum constant, and a boxed char.
  WireOut o = answer('R');
  o.u8('O');
  o.utf("java/util/concurrent/TimeUnit");
  o.utf("");
  o.u8(1);
  o.u8(1);
  o.utf("java/util/concurrent/TimeUnit");
  o.utf("SECONDS");
  o.i32(0);
  o.i32(0);
  a = readAnswer(o.bytes());
  ASSERT_EQ(a.kind, Answer::Kind::Returned);
  EXPECT_EQ(a.value.constantField, "SECONDS");
  EXPECT_TRUE(a.value.equals);

  WireOut u = answer('U');
  u.utf("it reads the clock");
  a = readAnswer(u.bytes());
  EXPECT_EQ(a.kind, Answer::Kind::Refused);
  EXPECT_EQ(a.refusal, "it reads the clock");
}

TEST(Wire, MalformedAnswersAreRefusals) {
  for (std::string bytes : {std::string(""), std::string("Z"), std::string("R?"),
                            std::string("RI\x00\x00", 4), std::string("vxxxxxxxxxxxx")}) {
    Answer a = readAnswer(bytes);
    EXPECT_EQ(a.kind, Answer::Kind::Refused) << bytes;
    EXPECT_EQ(a.refusal, "the JVM's answer was malformed");
  }
}

}  // namespace
}  // namespace symtest::concrete
