// Private to testcase: the input and output heaps of a finished derivation as the snapshots of
// a test case (objects, their initial and final slots, statics, what was printed).
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "classfile/class_path.hpp"
#include "heap/heap.hpp"
#include "results/test_case.hpp"
#include "solver/expr.hpp"
#include "solver/solver.hpp"

namespace symtest::testcase {

// How a primitive type's values are held: bit width, signedness, floating point.
struct PrimitiveShape {
  uint8_t width;
  bool isSigned;
  bool isFloat = false;
};
PrimitiveShape primitiveShape(const classfile::JavaType& t);

// Builds the input and output heaps of a test case from the final machine heap.
class HeapExtractor {
 public:
  HeapExtractor(const solver::ExprPool& pool, const heap::Heap& heap,
                const solver::Assignment& model, classfile::ClassPath& cp, results::TestCase& tc)
      : pool_(pool), heap_(heap), model_(model), cp_(cp), tc_(tc) {}

  results::ConcreteValue value(heap::Value v, const classfile::JavaType& type);

  int objectIndex(uint32_t id);

  // Whether a final slot of a snapshot object, or the result, is an expression over `vars`.
  bool dependsOn(const std::set<uint32_t>& vars, heap::Value result) const;
  // Whether the result, a slot of a snapshot object or a static field a test checks holds input
  // reference `symbol` (never inspected: the test would see a value the path did not fix).
  bool holdsSymbol(uint32_t symbol, heap::Value result) const;

  // Fills initial (input objects) and final slots of every object discovered so far,
  // following references to further objects.
  void complete();
  std::set<uint32_t> heldByCollections() const;

  // The arguments an input record was constructed with (RecordArgument), in component order.
  bool constructorArguments(uint32_t id, std::vector<results::ConcreteValue>& out);

  // The calls that built input object `id` through its class's API (ReceiverBuilder): its
  // slots "N=name(desc)" mark the N-th call (0: the constructor), "N:i" hold its arguments.
  void apiCalls(uint32_t id, size_t k);

  // An input object the method never inspected (an untouched receiver, unresolved symbol
  // `symbol`): built empty, and what the method stored of it refers to it.
  results::ConcreteValue untouchedObject(const std::string& type, const std::string& path,
                                         uint32_t symbol);

  // The static fields a test sets up (initial) or checks (final): those the method read or
  // wrote. Not: symtest's own bookkeeping (class states, Class objects); final fields, which
  // only their initializer sets. An object
  // a final field holds is reached through it instead (ObjectSnapshot::finalOwner).
  std::vector<results::SlotValue> statics(bool initial);

  // Access paths for the objects class initializers created ("Counter.cache.next"), from the
  // static fields that hold them; input objects have theirs already.
  void namePreState();

  // What the standard stream `name` ("out", "err") printed: the text its model recorded
  // (java.io.PrintStream.text, a StringBuilder), if the run records it.
  std::optional<std::vector<uint16_t>> printed(const std::string& name);

  // A field symtest keeps for itself (an exception's message), by its name.
  std::optional<heap::Value> hiddenField(uint32_t id, const std::string& name) const;

 private:
  // The static field ("Owner.name") whose name starts with `prefix` and that holds object
  // `id`, or empty.
  std::string staticHolding(uint32_t id, const std::string& prefix) const;

  bool isHidden(uint32_t id, uint64_t slot) const;
  // A hidden field of an object, and the text of a String object (its chars, under the model).
  std::optional<heap::Value> hiddenSlot(uint32_t id, std::string_view field) const;
  std::string stringText(heap::Value string) const;
  // An object the JVM beside the run made (src/concrete).
  bool isJdkHandle(uint32_t id) const;

  classfile::JavaType typeOfObject(uint32_t id) const;

  results::SlotValue slotValue(uint32_t id, uint64_t slot, heap::Value v);

  const solver::ExprPool& pool_;
  const heap::Heap& heap_;
  const solver::Assignment& model_;
  classfile::ClassPath& cp_;
  results::TestCase& tc_;
  std::map<uint32_t, int> index_;
  std::map<uint32_t, int> untouched_;  // unresolved symbol -> the object built for it
  std::vector<uint32_t> heapIds_;
};

}  // namespace symtest::testcase
