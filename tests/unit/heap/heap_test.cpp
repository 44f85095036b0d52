#include "heap/heap.hpp"

#include <gtest/gtest.h>

namespace {

using symtest::heap::Heap;
using symtest::heap::HeapObject;
using symtest::heap::Symbol;
using symtest::heap::Value;

Symbol symbol(const std::string& type, const std::string& path) {
  Symbol s;
  s.declaredType = type;
  s.path = path;
  return s;
}

uint32_t object(Heap& h, const std::string& type) {
  HeapObject o;
  o.type = type;
  return h.allocate(o);
}

TEST(Heap, FieldIdsAreInternedNames) {
  Heap h;
  const uint32_t next = h.fieldId("Node.next");
  EXPECT_EQ(h.fieldId("Node.next"), next);
  EXPECT_NE(h.fieldId("Node.value"), next);
  EXPECT_EQ(h.fieldName(next), "Node.next");
}

TEST(Heap, BacktrackingRestoresEverySlotAsItWas) {
  Heap h;
  const uint32_t a = object(h, "Node");
  const uint32_t f = h.fieldId("Node.next");
  const uint32_t g = h.fieldId("Node.value");
  h.store(a, f, Value::null());
  const Heap::Mark m = h.mark();
  h.store(a, f, Value::ref(a));      // overwritten
  h.store(a, g, Value::integer(7));  // written for the first time
  h.store(a, g, Value::integer(8));  // twice
  EXPECT_EQ(h.load(a, f), Value::ref(a));
  EXPECT_EQ(h.slots(a).size(), 2u);
  h.undoTo(m);
  EXPECT_EQ(h.load(a, f), Value::null());
  EXPECT_FALSE(h.load(a, g).has_value());
  EXPECT_EQ(h.slots(a).size(), 1u);
}

TEST(Heap, ObjectsAndSymbolsMadeAfterAMarkGoAway) {
  Heap h;
  object(h, "A");
  h.newSymbol(symbol("A", "x"));
  const Heap::Mark m = h.mark();
  object(h, "B");
  object(h, "C");
  h.newSymbol(symbol("A", "y"));
  EXPECT_EQ(h.objectCount(), 3u);
  EXPECT_EQ(h.symbolCount(), 2u);
  h.undoTo(m);
  EXPECT_EQ(h.objectCount(), 1u);
  EXPECT_EQ(h.symbolCount(), 1u);
  EXPECT_EQ(h.object(0).type, "A");
}

TEST(Heap, ResolvedSymbolsAndIdentifiedObjectsDereferenceToTheirTarget) {
  Heap h;
  object(h, "<statics>");  // object 0, as the engine makes it: never an identity's target
  const uint32_t a = object(h, "Node");
  const uint32_t b = object(h, "Node");
  const uint32_t s = h.newSymbol(symbol("Node", "l.next"));
  EXPECT_EQ(h.deref(Value::sym(s)), Value::sym(s));  // not resolved yet: itself
  const Heap::Mark m = h.mark();
  h.resolve(s, Value::ref(b));
  h.identify(b, a);  // b turns out to be a
  EXPECT_EQ(h.deref(Value::sym(s)), Value::ref(a));
  EXPECT_EQ(h.deref(Value::ref(b)), Value::ref(a));
  h.undoTo(m);
  EXPECT_EQ(h.deref(Value::sym(s)), Value::sym(s));
  EXPECT_EQ(h.deref(Value::ref(b)), Value::ref(b));
}

TEST(Heap, InitialValuesAreKeptApartFromCurrentOnes) {
  Heap h;
  const uint32_t a = object(h, "Node");
  const uint32_t f = h.fieldId("Node.value");
  h.recordInitial(a, f, Value::integer(1));
  h.store(a, f, Value::integer(1));
  const Heap::Mark m = h.mark();
  h.store(a, f, Value::integer(2));  // the method writes it: the input keeps its first value
  EXPECT_EQ(h.initial(a, f), Value::integer(1));
  EXPECT_EQ(h.load(a, f), Value::integer(2));
  h.forgetInitial(a, f);  // its first access was a write after all
  EXPECT_FALSE(h.initial(a, f).has_value());
  EXPECT_TRUE(h.initialSlots(a).empty());
  h.undoTo(m);
  EXPECT_EQ(h.initial(a, f), Value::integer(1));
  EXPECT_EQ(h.load(a, f), Value::integer(1));
}

TEST(Heap, NestedMarksUndoInOrder) {
  Heap h;
  const uint32_t a = object(h, "Node");
  const uint32_t f = h.fieldId("Node.value");
  const Heap::Mark outer = h.mark();
  h.store(a, f, Value::integer(1));
  const Heap::Mark inner = h.mark();
  h.store(a, f, Value::integer(2));
  h.undoTo(inner);
  EXPECT_EQ(h.load(a, f), Value::integer(1));
  h.undoTo(outer);
  EXPECT_FALSE(h.load(a, f).has_value());
}

}  // namespace
