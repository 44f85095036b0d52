#include "compose/heap_match.hpp"

#include <map>

namespace symtest::compose {

namespace {

using heap::Value;

// One walk serves both: without `ctx` unread fields are not read (their fresh value would be
// unresolved: undecided where the case needs null or an object).
class Matcher {
 public:
  Matcher(const SummaryCase& c, heap::Heap& heap, symexec::ExecutionContext* ctx)
      : c_(c),
        heap_(heap),
        ctx_(ctx),
        objects_(c.inputs.size(), kUnbound),
        reads_(c.reads.size()) {}

  Fit run(const std::vector<Value>& args) {
    for (size_t j = 0; j < c_.formals.size() && j < args.size(); ++j) {
      const Term& t = c_.formals[j];
      Value a = heap_.deref(args[j]);
      Fit f = Fit::Match;
      if (t.kind == Term::Kind::Null)
        f = a.kind == Value::Kind::Sym    ? Fit::Undecided
            : a.kind == Value::Kind::Null ? Fit::Match
                                          : Fit::Mismatch;
      else if (t.kind == Term::Kind::Input)
        f = bind(t.index, a);
      if (f != Fit::Match) return f;
    }
    return Fit::Match;
  }

  std::vector<uint32_t> objects() const { return objects_; }
  std::vector<Value> reads() const { return reads_; }

 private:
  static constexpr uint32_t kUnbound = UINT32_MAX;

  Fit bind(uint32_t k, Value a) {
    if (a.kind == Value::Kind::Sym) return Fit::Undecided;
    if (a.kind != Value::Kind::Ref) return Fit::Mismatch;
    if (objects_[k] != kUnbound) return objects_[k] == a.id ? Fit::Match : Fit::Mismatch;
    if (auto it = owner_.find(a.id); it != owner_.end() && it->second != k) return Fit::Mismatch;
    if (heap_.object(a.id).type != c_.inputs[k].type) return Fit::Mismatch;
    objects_[k] = a.id;
    owner_[a.id] = k;
    for (size_t r = 0; r < c_.reads.size(); ++r) {
      const FieldRead& read = c_.reads[r];
      if (read.object != k) continue;
      const bool needsShape =
          read.initial.kind == Term::Kind::Null || read.initial.kind == Term::Kind::Input;
      const uint32_t slot = heap_.fieldId(read.field);
      Value v;
      if (auto current = heap_.load(a.id, slot)) {
        v = heap_.deref(*current);
      } else if (ctx_) {
        v = ctx_->readField(a.id, read.field, read.descriptor);
      } else if (heap_.object(a.id).isInput) {
        if (needsShape) return Fit::Undecided;  // a fresh reference, not yet resolved
        continue;
      } else {
        // A field the caller's own object never set: its default.
        v = !read.descriptor.empty() && (read.descriptor[0] == 'L' || read.descriptor[0] == '[')
                ? Value::null()
                : Value{};
      }
      reads_[r] = v;
      if (read.initial.kind == Term::Kind::Null) {
        if (v.kind == Value::Kind::Sym) return Fit::Undecided;
        if (v.kind != Value::Kind::Null) return Fit::Mismatch;
      } else if (read.initial.kind == Term::Kind::Input) {
        Fit f = bind(read.initial.index, v);
        if (f != Fit::Match) return f;
      }
    }
    return Fit::Match;
  }

  const SummaryCase& c_;
  heap::Heap& heap_;
  symexec::ExecutionContext* ctx_;
  std::vector<uint32_t> objects_;
  std::map<uint32_t, uint32_t> owner_;  // caller object -> input object of the case
  std::vector<Value> reads_;
};

}  // namespace

Fit fitOf(const SummaryCase& c, const std::vector<Value>& args, heap::Heap& heap) {
  return Matcher(c, heap, nullptr).run(args);
}

bool bindInputHeap(const SummaryCase& c, const std::vector<Value>& args,
                   symexec::ExecutionContext& ctx, InputBinding& out) {
  Matcher m(c, ctx.heap(), &ctx);
  if (m.run(args) != Fit::Match) return false;
  out.objects = m.objects();
  out.reads = m.reads();
  return true;
}

}  // namespace symtest::compose
