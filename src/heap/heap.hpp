// The symbolic heap: objects and arrays created by the program or materialized lazily from
// the inputs (thesis Sec. 2.1.3). Input references start as unresolved symbols; resolving
// one picks null, a fresh object, or an alias of an earlier input object. Every change is
// recorded in an undo log so that backtracking restores the heap without copying it.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "solver/expr.hpp"

namespace symtest::heap {

// A runtime value: integers are solver expressions, references are objects, null, or
// unresolved input symbols; flags carry a method's normal or exceptional completion.
struct Value {
  enum class Kind : uint8_t { Undef, Int, Ref, Null, Sym, Ok, Exc };
  Kind kind = Kind::Undef;
  uint32_t id = 0;  // Int: ExprId; Ref/Exc: object index; Sym: symbol index

  static Value integer(solver::ExprId e) { return {Kind::Int, e}; }
  static Value ref(uint32_t object) { return {Kind::Ref, object}; }
  static Value null() { return {Kind::Null, 0}; }
  static Value sym(uint32_t symbol) { return {Kind::Sym, symbol}; }
  static Value ok() { return {Kind::Ok, 0}; }
  static Value exc(uint32_t object) { return {Kind::Exc, object}; }
  bool isReference() const { return kind == Kind::Ref || kind == Kind::Null || kind == Kind::Sym; }
  bool operator==(const Value&) const = default;
};

struct HeapObject {
  std::string type;      // internal class name, or array descriptor such as "[I"
  bool isInput = false;  // materialized from the inputs (vs allocated by the program)
  std::string path;      // access path it was first reached by ("this.first"), inputs only
  solver::ExprId length = solver::kNoExpr;  // arrays: element count (int expression)
  // Arrays made by multianewarray: lengths of the nested levels still to create; an element
  // is created (as a new array of the next length) when first read.
  std::vector<solver::ExprId> innerLengths;
  // Generic type of an input object ("Ljava/util/ArrayList<Ljava/lang/Integer;>;"), when
  // known: it types the objects read from its fields and elements.
  std::string signature;
  // Arrays whose elements are never null (main's String[] args).
  bool nonNullElements = false;
  // Created by the class initializer of a class whose static state tests set up: like an input
  // object, the slots a path reads outside initializers record the value they had.
  bool preState = false;
  // Set when concretization found this input object to be another one (the heap solver keeps
  // aliasing open until a path ends): deref() leads references to it there. 0: itself.
  uint32_t sameAs = 0;
  // An input object whose identity the heap solver keeps open: an int variable, equal to
  // another such object's exactly when the two are one object. kNoExpr: known distinct.
  solver::ExprId identity = solver::kNoExpr;
  bool isArray() const { return !type.empty() && type[0] == '['; }
  std::string componentType() const { return isArray() ? type.substr(1) : ""; }
};

// An input reference not yet inspected by the program.
struct Symbol {
  std::string declaredType;  // descriptor-free internal name or array descriptor
  std::string path;          // e.g. "l", "this.first.next", "a[2]"
  bool mayBeNull = true;     // false for `this`
  Value resolved;            // Undef until resolved
  // When not empty, the only classes the object may have (the receiver of the method under
  // test must run that method, not an override).
  std::vector<std::string> onlyTypes;
  bool mayAlias = true;          // false for the internals of modelled JDK objects
  std::string signature;         // generic type, when known (see HeapObject::signature)
  bool nonNullElements = false;  // an array that holds no null (main's String[] args)
};

// Key of a field or array element slot: object index and field id (or element index).
using SlotKey = uint64_t;

class Heap {
 public:
  size_t objectCount() const { return objects_.size(); }
  const HeapObject& object(uint32_t id) const { return objects_[id]; }
  const Symbol& symbol(uint32_t id) const { return symbols_[id]; }
  size_t symbolCount() const { return symbols_.size(); }

  uint32_t allocate(HeapObject object);
  // Gives a just-allocated object an open identity (it goes with the object on backtracking).
  void setIdentity(uint32_t object, solver::ExprId identity) {
    objects_[object].identity = identity;
  }
  uint32_t newSymbol(Symbol symbol);
  void resolve(uint32_t symbol, Value to);
  // Follows resolved symbols and identified objects; an unresolved symbol is returned as is.
  Value deref(Value v) const;
  // From now on `member` is object `representative` (undone by backtracking).
  void identify(uint32_t member, uint32_t representative);

  // Field ids are interned "Class.name" strings.
  uint32_t fieldId(const std::string& qualifiedName);
  const std::string& fieldName(uint32_t id) const { return fieldNames_[id]; }

  // Current value of a field or element, if it was ever written or read.
  std::optional<Value> load(uint32_t object, uint64_t slot) const;
  void store(uint32_t object, uint64_t slot, Value v);
  // The value an input object's slot had when the method started (first read).
  std::optional<Value> initial(uint32_t object, uint64_t slot) const;
  void recordInitial(uint32_t object, uint64_t slot, Value v);
  // Forgets the initial value of a slot (its first access turned out to be a write).
  void forgetInitial(uint32_t object, uint64_t slot);
  // All slots of `object` with a current value, by slot number.
  std::map<uint64_t, Value> slots(uint32_t object) const;
  std::map<uint64_t, Value> initialSlots(uint32_t object) const;

  // Undo log: mark() before a choice, undoTo(mark) on backtracking.
  struct Mark {
    size_t objects, symbols, undo;
  };
  Mark mark() const { return {objects_.size(), symbols_.size(), undo_.size()}; }
  void undoTo(const Mark& m);

 private:
  static SlotKey key(uint32_t object, uint64_t slot) { return (uint64_t{object} << 32) | slot; }
  struct Undo {
    enum class Kind : uint8_t { Current, Initial, Resolve, Identify } kind;
    SlotKey key;
    std::optional<Value> old;
  };
  std::vector<HeapObject> objects_;
  std::vector<Symbol> symbols_;
  std::unordered_map<SlotKey, Value> current_;
  std::unordered_map<SlotKey, Value> initial_;
  std::vector<Undo> undo_;
  std::vector<std::string> fieldNames_;
  std::unordered_map<std::string, uint32_t> fieldIds_;
};

}  // namespace symtest::heap
