#include "symexec/lazy_initialization.hpp"

#include <algorithm>

#include "classfile/generic_signature.hpp"

namespace symtest::symexec {

using solver::Op;

namespace {

// The generic type of an object of class `type` created for a symbol of generic type `sig`:
// a class gets the symbol's type arguments when it takes as many (ArrayList<E> for List<E>).
std::string objectSignature(TypeOracle& types, const std::string& type, const std::string& sig) {
  if (sig.empty() || type[0] == '[') return sig;
  std::vector<std::string> args = classfile::typeArguments(sig);
  if (args.empty() || types.typeParameters(type).size() != args.size()) return "";
  std::string out = "L" + type + "<";
  for (const std::string& a : args) out += a;
  return out + ">;";
}

}  // namespace

std::unique_ptr<Alternatives> LazyInitialization::resolve(uint32_t symbol, const clp::Guard&,
                                                          ExecutionContext& ctx) {
  return alternatives(symbol, resolutions(symbol, ctx));
}

std::unique_ptr<Alternatives> LazyInitialization::alternatives(uint32_t symbol,
                                                               std::vector<Resolution> list) {
  return std::make_unique<ListAlternatives<Resolution>>(
      std::move(list),
      [symbol](const Resolution& r, ExecutionContext& ctx) { return apply(symbol, r, ctx); });
}

std::vector<Resolution> LazyInitialization::resolutions(uint32_t symbol,
                                                        ExecutionContext& ctx) const {
  heap::Heap& heap = ctx.heap();
  TypeOracle& types = ctx.types();
  const heap::Symbol& sym = heap.symbol(symbol);
  std::vector<Resolution> out;
  if (sym.mayBeNull) out.push_back({Resolution::Kind::Null, "", 0});
  auto allowed = [&](const std::string& c) {
    return sym.onlyTypes.empty() ||
           std::find(sym.onlyTypes.begin(), sym.onlyTypes.end(), c) != sym.onlyTypes.end();
  };
  if (!sym.declaredType.empty() && sym.declaredType[0] == '[') {
    out.push_back({Resolution::Kind::Fresh, sym.declaredType, 0});
  } else {
    for (const std::string& c : types.concreteSubtypes(sym.declaredType)) {
      if (!types.isEnum(c)) {
        if (allowed(c) && types.jdkStateOwner(c).empty())
          out.push_back({Resolution::Kind::Fresh, c, 0});
        continue;
      }
      // An enum value is one of its constants (initialized before the method runs).
      for (const std::string& key : types.enumConstants(c)) {
        auto v = heap.load(0, heap.fieldId(key));
        if (v && v->kind == Value::Kind::Ref && heap.object(v->id).type == c && allowed(c))
          out.push_back({Resolution::Kind::Alias, "", v->id});
      }
    }
  }
  if (options_.aliasing && sym.mayAlias) {
    for (uint32_t o = 1; o < heap.objectCount(); ++o) {
      const heap::HeapObject& obj = heap.object(o);
      if (!obj.isInput) continue;
      bool compatible = obj.isArray() ? obj.type == sym.declaredType
                                      : types.isSubtype(obj.type, sym.declaredType);
      if (compatible && allowed(obj.type)) out.push_back({Resolution::Kind::Alias, "", o});
    }
  }
  return out;
}

bool LazyInitialization::apply(uint32_t symbol, const Resolution& r, ExecutionContext& ctx) {
  heap::Heap& heap = ctx.heap();
  switch (r.kind) {
    case Resolution::Kind::Null:
      heap.resolve(symbol, Value::null());
      return true;
    case Resolution::Kind::Alias:
      heap.resolve(symbol, Value::ref(r.object));
      return true;
    case Resolution::Kind::Fresh: {
      solver::ExprPool& pool = ctx.pool();
      heap::HeapObject obj;
      obj.type = r.type;
      obj.isInput = true;
      obj.path = heap.symbol(symbol).path;
      obj.signature = objectSignature(ctx.types(), r.type, heap.symbol(symbol).signature);
      obj.nonNullElements = heap.symbol(symbol).nonNullElements;
      if (obj.isArray()) {
        obj.length = pool.newVar(obj.path + ".length", 32, true);
        pool.markElement(obj.length, obj.path, solver::VarInfo::kLength);
        // A test can only build arrays the JVM can allocate: the same bound as allocations.
        if (!ctx.assume(pool.binary(Op::Sge, obj.length, pool.bvConst(32, 0))) ||
            !ctx.assume(
                pool.binary(Op::Sle, obj.length, pool.bvConst(32, ctx.limits().maxArrayLength))))
          return false;
      }
      uint32_t id = heap.allocate(std::move(obj));
      heap.resolve(symbol, Value::ref(id));
      return true;
    }
  }
  return false;
}

}  // namespace symtest::symexec
