// The Java text of a sequence's arguments: literals for primitives, null (cast when an
// overload would make it ambiguous), the receiver's variable, and for objects an inline
// creation ("ab", Integer.valueOf(3), Color.RED, new int[] {1, 2}) or, when calls share the
// object or it is built through its API, a local variable declared before the first call that
// passes it (`LinkedStack<Integer> other = new LinkedStack<>(); other.push(1);`).
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "sequences/sequence_result.hpp"

namespace symtest::sequences {

class ArgumentWriter {
 public:
  // `declareShared` false: every object is written inline (tables, JSON), but those built
  // through their API (a constructor, then calls: declared either way). `receiver` names the
  // variable of the object the sequence calls.
  ArgumentWriter(const ClassSequences& cls, const SequenceTest& test, bool declareShared,
                 std::string receiver);
  // Statements (each on its own line, after `indent`) declaring the shared objects `call`
  // passes for the first time.
  std::string declarations(const SequenceCall& call, const std::string& indent);
  // "3, \"ab\", null"
  std::string arguments(const SequenceCall& call) const;
  // One value: a literal, null, a shared object's variable or the object's creation.
  std::string value(const results::ConcreteValue& v) const;
  // Some boxed argument is built with its constructor (deprecated for removal): the path
  // compared it by reference.
  bool usesBoxConstructor() const { return boxConstructor_; }

 private:
  std::string creation(size_t object) const;
  std::string valueList(const std::vector<results::ConcreteValue>& values) const;
  std::string declaredType(size_t object) const;

  const ClassSequences& cls_;
  const SequenceTest& t_;
  std::string receiver_;
  std::map<size_t, std::string> shared_;  // object -> the variable that holds it
  std::set<size_t> declared_;
  mutable bool boxConstructor_ = false;
};

}  // namespace symtest::sequences
