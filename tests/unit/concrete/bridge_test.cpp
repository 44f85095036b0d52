// The JVM beside a run, through JdkBridge as the engine uses it: calls built as the encoder
// writes them, answers read as the applier reads them.
#include <gtest/gtest.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <thread>

#include "concrete/jdk_bridge.hpp"
#include "temp_dir.hpp"

namespace symtest::concrete {
namespace {

// A call: kind, owner, name, descriptor and its values, each already written.
std::string call(char kind, const std::string& owner, const std::string& name,
                 const std::string& descriptor, const std::vector<std::string>& values = {}) {
  WireOut out;
  out.u8(static_cast<uint8_t>(kind));
  out.utf(owner);
  out.utf(name);
  out.utf(descriptor);
  out.i32(static_cast<int32_t>(values.size()));
  for (const std::string& v : values) out.raw(v);
  return out.bytes();
}

std::string request(const std::string& c, const std::vector<std::string>& history = {}) {
  WireOut out;
  out.u8('C');
  out.i32(static_cast<int32_t>(history.size()));
  for (const std::string& h : history) out.blob(h);
  out.blob(c);
  return out.bytes();
}

std::string intValue(int32_t v) {
  WireOut out;
  out.u8('I');
  out.i32(v);
  return out.bytes();
}

std::string text(char tag, const std::string& ascii) {
  WireOut out;
  out.u8(static_cast<uint8_t>(tag));
  out.chars(std::vector<uint16_t>(ascii.begin(), ascii.end()));
  return out.bytes();
}

std::string intArray(const std::vector<int32_t>& elements) {
  WireOut out;
  out.u8('A');
  out.utf("[I");
  out.i32(static_cast<int32_t>(elements.size()));
  for (int32_t e : elements) out.raw(intValue(e));
  return out.bytes();
}

std::string handle(int32_t step, int32_t number) {
  WireOut out;
  out.u8('H');
  out.i32(step);
  out.i32(number);
  return out.bytes();
}

BridgeSettings settings(std::string java = "") {
  BridgeSettings s{BRIDGE_JAR, findTestJdk(), std::chrono::milliseconds(30000)};
  if (!java.empty()) s.jdk.java = java;
  return s;
}

Answer ask(JdkBridge& bridge, const std::string& r) {
  bool failed = false;
  Answer a = bridge.ask(r, failed);
  EXPECT_FALSE(failed) << a.refusal;
  return a;
}

std::string utf16(const std::vector<uint16_t>& units) {
  return std::string(units.begin(), units.end());
}

TEST(Bridge, DataCrossesBothWays) {
  JdkBridge bridge(settings());
  // An int in, a char[] out: the surrogate pair of U+1F600.
  Answer a = ask(
      bridge, request(call('s', "java/lang/Character", "toChars", "(I)[C", {intValue(0x1F600)})));
  ASSERT_EQ(a.kind, Answer::Kind::Returned) << a.refusal;
  ASSERT_EQ(a.value.tag, 'A');
  EXPECT_EQ(a.value.descriptor, "[C");
  ASSERT_EQ(a.value.elements.size(), 2u);
  EXPECT_EQ(a.value.elements[0].bits, 0xd83du);
  EXPECT_EQ(a.value.elements[1].bits, 0xde00u);
  // A String in, a boxed Integer out: a box keeps its primitive.
  a = ask(bridge, request(call('s', "java/lang/Integer", "valueOf",
                               "(Ljava/lang/String;)Ljava/lang/Integer;", {text('T', "-42")})));
  ASSERT_EQ(a.kind, Answer::Kind::Returned) << a.refusal << " " << a.thrown;
  ASSERT_EQ(a.value.tag, 'X');
  EXPECT_EQ(static_cast<int32_t>(a.value.elements.at(0).bits), -42);
  // A String[] in, a String out.
  WireOut parts;
  parts.u8('A');
  parts.utf("[Ljava/lang/String;");
  parts.i32(2);
  parts.raw(text('T', "a"));
  parts.raw(text('T', "b"));
  a = ask(bridge,
          request(call('s', "java/lang/String", "join",
                       "(Ljava/lang/CharSequence;[Ljava/lang/CharSequence;)Ljava/lang/String;",
                       {text('T', "-"), parts.bytes()})));
  ASSERT_EQ(a.kind, Answer::Kind::Returned) << a.refusal << a.thrown;
  EXPECT_EQ(utf16(a.value.chars), "a-b");
  // A double in and out, bit for bit: what the tests' JVM computes for Math.sin.
  WireOut half;
  half.u8('D');
  half.i64(0x3fe0000000000000);  // 0.5
  a = ask(bridge, request(call('s', "java/lang/Math", "sin", "(D)D", {half.bytes()})));
  ASSERT_EQ(a.kind, Answer::Kind::Returned) << a.refusal;
  EXPECT_EQ(a.value.tag, 'D');
  double sine = 0;
  std::memcpy(&sine, &a.value.bits, sizeof sine);
  EXPECT_NEAR(sine, 0.479425538604203, 1e-15);
}

TEST(Bridge, ChangedArraysAndBuildersComeBack) {
  JdkBridge bridge(settings());
  Answer a =
      ask(bridge, request(call('s', "java/util/Arrays", "sort", "([I)V", {intArray({3, 1, 2})})));
  ASSERT_EQ(a.kind, Answer::Kind::ReturnedNothing) << a.refusal;
  ASSERT_EQ(a.changed.size(), 1u);
  EXPECT_EQ(a.changed[0].first, 0);
  ASSERT_EQ(a.changed[0].second.elements.size(), 3u);
  for (size_t i = 0; i < 3; ++i) EXPECT_EQ(a.changed[0].second.elements[i].bits, i + 1);
  // The receiver comes back changed, and the result is the receiver itself (R 0).
  a = ask(bridge,
          request(call('v', "java/lang/StringBuilder", "appendCodePoint",
                       "(I)Ljava/lang/StringBuilder;", {text('W', "x"), intValue(0x1F600)})));
  ASSERT_EQ(a.kind, Answer::Kind::Returned) << a.refusal;
  EXPECT_EQ(a.value.tag, 'R');
  EXPECT_EQ(a.value.number, 0);
  ASSERT_EQ(a.changed.size(), 1u);
  EXPECT_EQ(a.changed[0].second.chars, (std::vector<uint16_t>{'x', 0xd83d, 0xde00}));
}

TEST(Bridge, ExceptionsAreOutcomes) {
  JdkBridge bridge(settings());
  Answer a = ask(bridge, request(call('s', "java/lang/Integer", "parseInt", "(Ljava/lang/String;)I",
                                      {text('T', "x")})));
  ASSERT_EQ(a.kind, Answer::Kind::Threw) << a.refusal;
  EXPECT_EQ(a.thrown, "java/lang/NumberFormatException");
  WireOut null;
  null.u8('N');
  a = ask(bridge, request(call('s', "java/nio/charset/Charset", "forName",
                               "(Ljava/lang/String;)Ljava/nio/charset/Charset;", {null.bytes()})));
  ASSERT_EQ(a.kind, Answer::Kind::Threw) << a.refusal;
  EXPECT_EQ(a.thrown, "java/lang/IllegalArgumentException");
}

TEST(Bridge, WhatDependsOnTheMachineIsRefused) {
  JdkBridge bridge(settings());
  auto refusal = [&](const std::string& c) {
    Answer a = ask(bridge, request(c));
    EXPECT_EQ(a.kind, Answer::Kind::Refused);
    return a.refusal;
  };
  EXPECT_NE(
      refusal(call('s', "java/lang/System", "currentTimeMillis", "()J")).find("java.lang.System"),
      std::string::npos);
  EXPECT_NE(refusal(call('s', "java/util/Locale", "getDefault", "()Ljava/util/Locale;"))
                .find("getDefault"),
            std::string::npos);
  EXPECT_NE(refusal(call('n', "java/io/File", "<init>", "(Ljava/lang/String;)V", {text('T', "a")}))
                .find("java.io"),
            std::string::npos);
  // A property of the user: refused; one of the fixed set: read, and reported.
  EXPECT_NE(refusal(call('s', "java/lang/Boolean", "getBoolean", "(Ljava/lang/String;)Z",
                         {text('T', "user.home")}))
                .find("user.home"),
            std::string::npos);
  Answer fixed = ask(bridge, request(call('s', "java/lang/Boolean", "getBoolean",
                                          "(Ljava/lang/String;)Z", {text('T', "file.encoding")})));
  ASSERT_EQ(fixed.kind, Answer::Kind::Returned) << fixed.refusal;
  EXPECT_EQ(fixed.properties, std::vector<std::string>{"file.encoding"});
  // An identity hash code: the second run from scratch sees another one.
  const std::string object = call('n', "java/lang/Object", "<init>", "()V");
  EXPECT_NE(refusal(call('v', "java/lang/Object", "hashCode", "()I", {handle(0, -1)}))
                .find("could not read the request"),
            std::string::npos);  // no such object on this path
  Answer hash = ask(
      bridge, request(call('v', "java/lang/Object", "hashCode", "()I", {handle(0, -1)}), {object}));
  EXPECT_EQ(hash.kind, Answer::Kind::Refused);
  EXPECT_NE(hash.refusal.find("differs between two runs"), std::string::npos);
  // A default locale: the second run has another.
  Answer lower = ask(bridge, request(call('v', "java/lang/String", "toLowerCase",
                                          "()Ljava/lang/String;", {text('T', "I")})));
  EXPECT_EQ(lower.kind, Answer::Kind::Refused) << utf16(lower.value.chars);
}

TEST(Bridge, DigestsAndTheModelsNativesRun) {
  JdkBridge bridge(settings());
  // MessageDigest computes on its bytes alone: the digest of "abc" is the standard's.
  const std::string md5 =
      call('s', "java/security/MessageDigest", "getInstance",
           "(Ljava/lang/String;)Ljava/security/MessageDigest;", {text('T', "MD5")});
  WireOut abc;
  abc.u8('A');
  abc.utf("[B");
  abc.i32(3);
  for (char c : std::string("abc")) {
    abc.u8('B');
    abc.u8(static_cast<uint8_t>(c));
  }
  Answer a = ask(bridge, request(call('v', "java/security/MessageDigest", "digest", "([B)[B",
                                      {handle(0, -1), abc.bytes()}),
                                 {md5}));
  ASSERT_EQ(a.kind, Answer::Kind::Returned) << a.refusal << a.thrown;
  ASSERT_EQ(a.value.elements.size(), 16u);
  EXPECT_EQ(a.value.elements[0].bits & 0xff, 0x90u);   // 900150983cd24fb0...
  EXPECT_EQ(a.value.elements[15].bits & 0xff, 0x72u);  // ...d6963f7d28e17f72
  // String's model leaves rare case rules to the JDK, under the root locale's rules (so the
  // second run, under Turkish, agrees): the dotted capital I lowers to "i" and a combining dot.
  WireOut dotted;
  dotted.u8('T');
  dotted.chars({0x130});
  a = ask(bridge, request(call('s', "java/lang/String", "nonAsciiToLowerCase",
                               "(Ljava/lang/String;)Ljava/lang/String;", {dotted.bytes()})));
  ASSERT_EQ(a.kind, Answer::Kind::Returned) << a.refusal;
  EXPECT_EQ(a.value.chars, (std::vector<uint16_t>{'i', 0x307}));
}

TEST(Bridge, JdkObjectsLiveAlongThePath) {
  JdkBridge bridge(settings());
  const std::string map = call('n', "java/util/concurrent/ConcurrentHashMap", "<init>", "()V");
  Answer a = ask(bridge, request(map));
  ASSERT_EQ(a.kind, Answer::Kind::Returned) << a.refusal;
  EXPECT_EQ(a.value.tag, 'O');
  EXPECT_EQ(a.value.type, "java/util/concurrent/ConcurrentHashMap");
  EXPECT_EQ(a.value.expression, "new java.util.concurrent.ConcurrentHashMap()");
  EXPECT_TRUE(a.value.equals);
  const std::string put =
      call('v', "java/util/Map", "put", "(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;",
           {handle(0, -1), text('T', "k"), text('T', "v")});
  const std::string keys =
      call('v', "java/util/Map", "keySet", "()Ljava/util/Set;", {handle(0, -1)});
  const std::string remove = call('v', "java/util/Set", "remove", "(Ljava/lang/Object;)Z",
                                  {handle(2, -1), text('T', "k")});
  const std::string size = call('v', "java/util/Map", "size", "()I", {handle(0, -1)});
  // What get returns is the value put: the object of step 1 numbered 2.
  a = ask(bridge,
          request(call('v', "java/util/Map", "get", "(Ljava/lang/Object;)Ljava/lang/Object;",
                       {handle(0, -1), text('T', "k")}),
                  {map, put}));
  ASSERT_EQ(a.kind, Answer::Kind::Returned) << a.refusal;
  EXPECT_EQ(a.value.tag, 'P');
  EXPECT_EQ(a.value.step, 1);
  EXPECT_EQ(a.value.number, 2);
  // A key removed through the map's view is gone from the map: the path's calls replay in
  // order, in one world, whichever process answers.
  a = ask(bridge, request(size, {map, put, keys, remove}));
  ASSERT_EQ(a.kind, Answer::Kind::Returned) << a.refusal;
  EXPECT_EQ(a.value.bits, 0u);
  JdkBridge fresh(settings());
  a = ask(fresh, request(size, {map, put, keys, remove}));
  EXPECT_EQ(a.value.bits, 0u);
  a = ask(fresh, request(size, {map, put}));
  EXPECT_EQ(a.value.bits, 1u);
  // An enum constant is named by its field; the same object again is the earlier one.
  const std::string seconds =
      call('s', "java/util/concurrent/TimeUnit", "valueOf",
           "(Ljava/lang/String;)Ljava/util/concurrent/TimeUnit;", {text('T', "SECONDS")});
  a = ask(fresh, request(seconds));
  EXPECT_EQ(a.value.constantOwner, "java/util/concurrent/TimeUnit");
  EXPECT_EQ(a.value.constantField, "SECONDS");
  a = ask(fresh, request(call('g', "java/util/concurrent/TimeUnit", "SECONDS",
                              "Ljava/util/concurrent/TimeUnit;"),
                         {seconds}));
  EXPECT_EQ(a.value.tag, 'P');
}

TEST(Bridge, AnswersAreCachedByRequest) {
  JdkBridge bridge(settings());
  const std::string r = request(call('s', "java/lang/Math", "abs", "(I)I", {intValue(-3)}));
  EXPECT_EQ(ask(bridge, r).value.bits, 3u);
  EXPECT_EQ(ask(bridge, r).value.bits, 3u);
  EXPECT_EQ(bridge.counters().fromCache, 1u);
  EXPECT_EQ(bridge.counters().answered, 1u);
}

TEST(Bridge, AJvmThatDiesOrHangsFailsTheCallAndIsReplaced) {
  testing::TempDir dir;
  const std::string hangs = (dir.path() / "hangs.sh").string();
  std::ofstream(hangs) << "#!/bin/sh\nexec sleep 60\n";
  std::filesystem::permissions(hangs, std::filesystem::perms::owner_all);
  BridgeSettings slow = settings(hangs);
  slow.callTime = std::chrono::milliseconds(300);
  JdkBridge hanging(slow);
  const std::string r = request(call('s', "java/lang/Math", "abs", "(I)I", {intValue(-3)}));
  bool failed = false;
  Answer a = hanging.ask(r, failed);
  EXPECT_TRUE(failed);
  EXPECT_NE(a.refusal.find("time limit"), std::string::npos) << a.refusal;
  a = hanging.ask(r, failed);  // a new JVM (the same script) for the next call
  EXPECT_TRUE(failed);
  EXPECT_EQ(hanging.counters().starts, 2u);

  JdkBridge dead(settings("/bin/false"));
  a = dead.ask(r, failed);
  EXPECT_TRUE(failed);
  EXPECT_NE(a.refusal.find("died"), std::string::npos) << a.refusal;
}

TEST(Bridge, ProcessesEachHaveTheirOwnJvm) {
  std::vector<uint64_t> results(2);
  std::vector<std::thread> threads;
  for (int t = 0; t < 2; ++t)
    threads.emplace_back([t, &results] {
      JdkBridge bridge(settings());
      for (int i = 0; i < 20; ++i) {
        bool failed = false;
        Answer a = bridge.ask(
            request(call('s', "java/lang/Math", "abs", "(I)I", {intValue(-(t * 100 + i))})),
            failed);
        if (!failed && a.kind == Answer::Kind::Returned) results[t] += a.value.bits;
      }
    });
  for (auto& th : threads) th.join();
  EXPECT_EQ(results[0], 190u);
  EXPECT_EQ(results[1], 2190u);
}

}  // namespace
}  // namespace symtest::concrete
