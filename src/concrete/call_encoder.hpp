// A call's values as the JVM beside the run reads them (concrete/wire.hpp): primitives, strings,
// builders, boxes and arrays cross as data, JDK objects the path's earlier calls made as H step
// number. Whatever of them is symbolic is fixed first to a value the path allows: the path's
// model gives the values, and the equalities join the path condition, so the test the path
// becomes passes exactly these values to the JDK. An input reference nothing has resolved yet is
// resolved as lazy initialization would (a non-null object of a type that crosses, else null).
#pragma once

#include <map>
#include <string>
#include <unordered_map>
#include <vector>

#include "concrete/wire.hpp"
#include "symexec/context.hpp"

namespace symtest::concrete {

class CallEncoder {
 public:
  explicit CallEncoder(symexec::ExecutionContext& ctx) : ctx_(ctx) {}

  // Fixes what `values` (of field descriptors `types`) hold; false when one of them cannot
  // cross, or the path allows no such values (why() says which).
  bool fix(const std::vector<symexec::Value>& values, const std::vector<std::string>& types);
  // The call: kind ('s' static, 'v' virtual, 'n' constructor, 'g' static field), owner, name,
  // descriptor and the values fixed before. Fills scope() and text().
  std::string encode(char kind, const std::string& owner, const std::string& name,
                     const std::string& descriptor, const std::vector<symexec::Value>& values,
                     const std::vector<std::string>& types);
  // The heap objects of the encoded call, by the number the JVM gives them.
  const std::vector<symexec::Value>& scope() const { return scope_; }
  // The values as people read them ("\"UTF-8\", 3"), for the record of the call.
  const std::string& text() const { return text_; }
  const std::string& receiverText() const { return receiverText_; }
  const std::string& why() const { return why_; }
  // Whether a JDK object the JVM holds is among the values.
  bool holdsJdkObjects() const { return holdsJdk_; }

 private:
  // One pass over a value: fixing (out null) or writing. False when it cannot cross.
  bool walk(symexec::Value v, const std::string& type, WireOut* out, std::string* text);
  bool walkObject(uint32_t id, WireOut* out, std::string* text);
  bool primitive(solver::ExprId e, char type, WireOut* out, std::string* text);
  bool chars(uint32_t array, solver::ExprId count, WireOut* out, std::string* text, char tag);
  // The fixed value of `e`, or false (and `e` pending) when the path has not fixed it yet.
  bool known(solver::ExprId e, uint64_t& bits);
  bool resolveNested(uint32_t symbol);
  bool flush();
  bool fail(std::string why) {
    why_ = std::move(why);
    return false;
  }

  symexec::ExecutionContext& ctx_;
  std::unordered_map<solver::ExprId, uint64_t> fixed_;
  std::vector<solver::ExprId> pending_;
  std::map<uint32_t, int32_t> numbers_;  // heap object -> its number while writing
  std::vector<symexec::Value> scope_;
  std::vector<uint32_t> visiting_;  // objects on the walk's stack (a cycle cannot cross)
  std::string text_, receiverText_, why_;
  bool holdsJdk_ = false;
};

// Whether objects of class `type` cross to the JVM as data (String, StringBuilder,
// StringBuffer, the boxes, arrays).
bool crossesAsData(const std::string& type);
// Whether the object is a JDK object the JVM holds (made by an earlier call of the path).
bool isJdkObject(symexec::ExecutionContext& ctx, uint32_t object);

}  // namespace symtest::concrete
