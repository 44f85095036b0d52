// External statements: calls outside the analysed code that the engine carries out itself
// (the models' primitives, input sources, class objects, identity hashes, string literals,
// exits, a model's own bound) or hands to the unhandled-call policy.
#include "classfile/class_names.hpp"
#include "classfile/utf16.hpp"
#include "clp/protocol.hpp"
#include "results/library_classes.hpp"
#include "symexec/machine.hpp"

namespace symtest::symexec {

using clp::Stmt;
using solver::ExprId;
using solver::Op;

bool Machine::execExternal(Activation& a, const Stmt& s) {
  std::string resultDesc = s.descriptor.substr(s.descriptor.find(')') + 1);
  switch (s.external) {
    case Stmt::ExternalKind::IsInput: {
      // An unresolved reference is an input too.
      Value o = heap.deref(operand(a, s.args.at(0)));
      bool input =
          o.kind == Value::Kind::Sym || (o.kind == Value::Kind::Ref && heap.object(o.id).isInput);
      slot(a, s.outs.at(0)) = Value::integer(pool.bvConst(32, input ? 1 : 0));
      return true;
    }
    case Stmt::ExternalKind::Message: {
      // The message translated exception constructors stored (never an input's: 0 / null).
      Value t = heap.deref(operand(a, s.args.at(0)));
      bool known = s.field == clp::protocol::kMessageKnown;
      std::optional<Value> v;
      if (t.kind == Value::Kind::Ref)
        v = heap.load(t.id, heap.fieldId(std::string(known ? clp::protocol::kThrowableKnown
                                                           : clp::protocol::kThrowableMessage)));
      slot(a, s.outs.at(0)) = v       ? heap.deref(*v)
                              : known ? Value::integer(pool.bvConst(32, 0))
                                      : Value::null();
      return true;
    }
    case Stmt::ExternalKind::ClassOf: {
      std::string type = s.className;
      if (!s.args.empty()) {
        Value o = heap.deref(operand(a, s.args[0]));
        if (o.kind != Value::Kind::Ref) throw std::logic_error("getClass of an unresolved object");
        type = heap.object(o.id).type;
      }
      slot(a, s.outs.at(0)) = classObject(type);
      return true;
    }
    case Stmt::ExternalKind::ClassQuery:
      return execClassQuery(a, s);
    case Stmt::ExternalKind::Assume: {
      Value c = operand(a, s.args.at(0));
      return assume(pool.binary(Op::Ne, c.id, pool.bvConst(32, 0)));
    }
    case Stmt::ExternalKind::IdentityHash: {
      // The seed of new Random(): a long the JVM chooses, fresh on each call.
      if (s.field == clp::protocol::kUnknownSeed) {
        Value seed = freshValue("J", "seed#" + std::to_string(sources.size() + 1));
        sources.push_back({std::string(results::kRandomSeedSource), seed});
        slot(a, s.outs.at(0)) = seed;
        return true;
      }
      // One unknown number per object along a path: the JVM chooses it (an input source).
      Value o = heap.deref(operand(a, s.args.at(0)));
      Value hash;
      if (o.kind == Value::Kind::Null) {
        hash = Value::integer(pool.bvConst(32, 0));
      } else {
        uint32_t key = heap.fieldId(std::string(clp::protocol::kObjectHash));
        auto known = o.kind == Value::Kind::Ref ? heap.load(o.id, key) : std::nullopt;
        if (known) {
          hash = *known;
        } else {
          hash = freshValue("I", "identityHashCode#" + std::to_string(sources.size() + 1));
          sources.push_back({std::string(results::kIdentityHashSource), hash});
          if (o.kind == Value::Kind::Ref) heap.store(o.id, key, hash);
        }
      }
      slot(a, s.outs.at(0)) = hash;
      return true;
    }
    case Stmt::ExternalKind::ClassName: {
      Value o = heap.deref(operand(a, s.args.at(0)));
      if (o.kind != Value::Kind::Ref)
        throw std::logic_error("className of a null or unresolved object");
      std::string type = heap.object(o.id).type;
      if (s.field == clp::protocol::kNameOfClass) type = classType(o.id);
      std::string binary = primitiveName(type);
      if (binary.empty()) binary = classfile::dottedName(type);
      // Class names are interned: Foo.class.getName() == "Foo".
      slot(a, s.outs.at(0)) = internString(binary, classfile::utf16Of(binary));
      return true;
    }
    case Stmt::ExternalKind::StringLiteral: {
      std::vector<uint16_t> units;
      for (const clp::Operand& u : s.args) units.push_back(static_cast<uint16_t>(u.value));
      slot(a, s.outs.at(0)) = internString(s.field, units);
      return true;
    }
    case Stmt::ExternalKind::ShallowCopy: {
      Value o = heap.deref(operand(a, s.args.at(0)));
      if (o.kind != Value::Kind::Ref)
        throw std::logic_error("shallowCopy of a null or unresolved object");
      std::string type = heap.object(o.id).type;
      uint32_t copy = allocate({type, false, "", solver::kNoExpr, {}, {}});
      for (const auto& f : types.instanceFields(type)) {
        uint32_t id = heap.fieldId(f.owner + "." + f.name);
        Value v = loadSlot(o.id, id, f.descriptor, heap.object(o.id).path + "." + f.name,
                           fieldSignature(o.id, f.owner, f.name));
        heap.store(copy, id, v);
      }
      slot(a, s.outs.at(0)) = Value::ref(copy);
      return hooks.ruleObservers.empty() || observeAllocation(copy);
    }
    case Stmt::ExternalKind::FloatPrimitive:
      return execFloatPrimitive(a, s);
    case Stmt::ExternalKind::CodePointTest:
      return execCodePointTest(a, s);
    case Stmt::ExternalKind::CodePointMap:
      return execCodePointMap(a, s);
    case Stmt::ExternalKind::RecordArgument: {
      // The test passes this value to the constructor (or, for an object built through its
      // API, to call N: field "N:i"): kept on the object, named after the component (or the
      // variable the builder names "push#1.x").
      const uint32_t obj = objectOf(operand(a, s.args.at(0)));
      const std::string& label =
          s.field.find(':') == std::string::npos ? s.field : ruleOf(a).varNames.at(s.outs.at(0));
      Value v = freshValue(s.descriptor, heap.object(obj).path + "." + label);
      heap.store(obj, heap.fieldId(clp::protocol::argumentField(s.className, s.field)), v);
      slot(a, s.outs.at(0)) = v;
      return true;
    }
    case Stmt::ExternalKind::Exit:
      // The JVM stops: nothing after this call runs, not even finally blocks.
      exitStatus.push_back(operand(a, s.args.at(0)));
      cur = 0;
      pc = static_cast<uint32_t>(rootRule->body.size());
      return true;
    case Stmt::ExternalKind::Source: {
      std::string name = s.field + "#" + std::to_string(sources.size() + 1);
      Value v = freshValue(resultDesc, name);
      sources.push_back({s.className + "." + s.field, v});
      if (!s.outs.empty()) slot(a, s.outs[0]) = v;
      return true;
    }
    case Stmt::ExternalKind::ModelBound:
      // A model bounds what it reads of an input (a Scanner's text): cut like the block bound.
      ++stats.cutByBound;
      return false;
    case Stmt::ExternalKind::Unsupported:
      ++stats.stoppedAtUnsupported;
      ++stats.unsupportedCode[s.className + "." + s.field + s.descriptor];
      return false;
    case Stmt::ExternalKind::Unhandled: {
      std::vector<Value> args = argsOf(cur, s);
      ExternalCallSite site{s, args};
      for (CallHandler* h : hooks.callHandlers)
        if (auto alternatives = h->onExternalCall(site, ctx))
          return replaceCall(cur, pc, clp::kNoPred, std::move(alternatives));
      return replaceCall(cur, pc, clp::kNoPred, defaultUnhandled.onExternalCall(site, ctx));
    }
  }
  return false;
}

}  // namespace symtest::symexec
