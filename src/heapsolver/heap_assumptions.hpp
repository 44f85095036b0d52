// Heap assumptions (thesis Sec. 6.3): properties of the input heap a user declares, so that
// test generation never builds inputs that break them (structures no public API could build,
// or that the code under test does not have to handle):
//   acyclic(Node.next)            following these fields never leads back to an object
//   unshared(Tree.left, Tree.right)  no object is the target of two of these fields
//   noalias(List, List)           a reference to the first class never aliases an earlier
//                                 input object of the second (nor the other way round)
// Classes are named by simple name (Node), binary name (List$Node) or internal name.
#pragma once

#include <string>
#include <vector>

#include "classfile/class_path.hpp"
#include "heap/heap.hpp"

namespace symtest::heapsolver {

struct HeapAssumption {
  enum class Kind { Acyclic, Unshared, NoAlias } kind = Kind::Acyclic;
  std::vector<std::string> names;  // fields "Class.field" (acyclic, unshared) or classes
  std::string text() const;        // as the user would write it
};

// Parses one assumption; std::invalid_argument names what is wrong.
HeapAssumption parseHeapAssumption(const std::string& text);
// Assumptions one per line ('#' starts a comment); errors name `origin` and the line.
std::vector<HeapAssumption> parseHeapAssumptions(const std::string& text,
                                                 const std::string& origin);

// Does `internalName` (a/b/Outer$Node) name the class the user wrote (Node, Outer$Node,
// Outer.Node, a.b.Outer.Node)?
bool namesClass(const std::string& internalName, const std::string& written);
// Does heap field `qualified` ("a/b/Outer$Node.next") match the user's "Node.next"?
bool namesField(const std::string& qualified, const std::string& written);

// The first name of `assumptions` no class on `classPath` (user classes and models) answers
// to, as "Node.lft" or "Lsit", or empty: a misspelt name would silently assume nothing.
std::string unknownName(const std::vector<HeapAssumption>& assumptions,
                        classfile::ClassPath& classPath);

// Whether resolving input symbol `symbol` to the earlier input object `candidate` (an
// alias) keeps every assumption. Null and fresh objects always do.
bool aliasAllowed(const std::vector<HeapAssumption>& assumptions, const heap::Heap& heap,
                  uint32_t symbol, uint32_t candidate);

}  // namespace symtest::heapsolver
