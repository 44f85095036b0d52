// Heaps of a test case in the papers' text notation, e.g.
// "this.first -> Node{data=-1, next=null}, l.first -> Node{data=0, next=null}".
#pragma once

#include <string>

#include "results/test_case.hpp"

namespace symtest::emit {

// Name of object `index` in text: its access path for inputs, "new#N" for created ones.
std::string objectName(const results::TestCase& t, int64_t index);
// A value in text: literals for primitives, object names for references.
std::string valueText(const results::TestCase& t, const results::ConcreteValue& v);
// The input heap (initial fields of input objects) or the output heap (final fields of all).
std::string heapText(const results::TestCase& t, bool output);
// A value as a developer writes it: strings and boxed values as literals, else as valueText.
std::string readableValue(const results::TestCase& t, const results::ConcreteValue& v);
// The same heap as a developer reads it: modelled library objects as their values
// (s -> "ab", a -> 5, xs -> ArrayList[1, 2], m -> HashMap{1=2}), their internals left out.
std::string readableHeapText(const results::TestCase& t, bool output);

}  // namespace symtest::emit
