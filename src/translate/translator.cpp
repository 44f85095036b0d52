#include "translate/translator.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "classfile/bytecode.hpp"
#include "classfile/class_names.hpp"
#include "classfile/descriptor.hpp"
#include "classfile/hierarchy.hpp"
#include "classfile/opcodes.hpp"
#include "translate/method_translator.hpp"

namespace symtest::translate {

using clp::PredId;
using clp::Program;
using clp::Stmt;

std::string Translator::uniquePredicateName(const std::string& base) {
  int& n = predicateNames_[base];
  return n++ == 0 ? base : fmt::format("{}#{}", base, n);
}

bool Translator::isInputSource(const std::string& owner, const std::string& name) const {
  std::string dotted = classfile::dottedName(owner);
  for (const std::string& s : inputSources_)
    if (s == owner + "." + name || s == dotted + "." + name) return true;
  return false;
}

const SkippedMethod* Translator::whySkipped(const std::string& key) const {
  for (const auto& s : skipped_)
    if (s.method == key) return &s;
  return nullptr;
}

void Translator::setSpecs(const std::vector<MethodSpec>& specs) {
  std::map<std::string, std::vector<const MethodSpec*>> byOwner;
  for (const MethodSpec& s : specs) byOwner[s.owner].push_back(&s);
  for (const auto& [owner, list] : byOwner) {
    std::unique_ptr<classfile::ClassFile> cf = specClass(owner, list, classPath_);
    for (const classfile::Method& m : cf->methods)
      for (const MethodSpec* s : list)
        if (s->name == m.name &&
            (specDescriptor(*s, true) == m.descriptor || specDescriptor(*s, false) == m.descriptor))
          specStandIns_[s->key()] = {cf->name, m.descriptor};
    classPath_.addSyntheticClass(std::move(cf));
  }
}

std::optional<std::pair<std::string, std::string>> Translator::specStandIn(const std::string& key) {
  auto it = specStandIns_.find(key);
  if (it == specStandIns_.end()) return std::nullopt;
  // A method with bytecode of its own runs it: the spec stands in for missing code only.
  auto paren = key.find('(');
  auto dot = key.rfind('.', paren);
  const classfile::ClassFile* cf = classPath_.find(key.substr(0, dot));
  const classfile::Method* m =
      cf ? cf->findMethod(key.substr(dot + 1, paren - dot - 1), key.substr(paren)) : nullptr;
  if (m && m->code) return std::nullopt;
  return it->second;
}

PredId Translator::entryFor(const std::string& cls, const std::string& name,
                            const std::string& desc, const std::string& callerKey,
                            int callerOffset) {
  std::string key = Program::methodKey(cls, name, desc);
  (void)callerKey;
  if (PredId id = program_.entryOf(cls, name, desc); id != clp::kNoPred) return id;
  if (auto standIn = specStandIn(key)) {
    PredId id = entryFor(standIn->first, name, standIn->second, callerKey, callerOffset);
    if (id != clp::kNoPred) program_.entryByMethod[key] = id;
    return id;
  }
  if (whySkipped(key)) return clp::kNoPred;
  auto skip = [&](const std::string& reason) {
    skipped_.push_back({key, -1, reason});
    return clp::kNoPred;
  };
  const classfile::ClassFile* cf = classPath_.find(cls);
  if (!cf) return skip(fmt::format("class {} not found on the class path", cls));
  if (!classPath_.isUserClass(cls) && !classPath_.isModelClass(cls))
    return skip("outside the analysed classes (no model)");
  const classfile::Method* m = cf->findMethod(name, desc);
  if (!m) {
    // Method resolution (JVMS 5.4.3.3) continues in the superclasses: javac names the class of
    // the call site for an inherited static method (Sub.helper() for Base.helper()).
    for (const classfile::ClassFile* c = cf; c && !c->superName.empty();) {
      const std::string& super = c->superName;
      c = classPath_.find(super);
      if (c && c->findMethod(name, desc)) {
        PredId id = entryFor(super, name, desc, callerKey, callerOffset);
        if (id != clp::kNoPred) program_.entryByMethod[key] = id;
        return id;
      }
    }
    return skip(fmt::format("method {}{} not found in {}", name, desc, cls));
  }
  if (!m->code) return skip(m->isNative() ? "native method" : "abstract method");

  clp::MethodInfo info{cls, name, desc, m->isStatic(), {}};
  clp::Predicate entry;
  bool clash = false;
  for (const auto& other : program_.methods) clash = clash || other.name == name;
  entry.name = uniquePredicateName(clash ? fmt::format("{}.{}", cf->javaName(), name) : name);
  entry.method = static_cast<uint32_t>(program_.methods.size());
  entry.isEntry = true;
  try {
    auto md = classfile::parseMethodDescriptor(desc);
    if (!m->isStatic()) entry.inputs.push_back(clp::ValueType::Ref);
    uint16_t slot = m->isStatic() ? 0 : 1;
    for (const auto& p : md.params) {
      entry.inputs.push_back(*valueTypeOf(p));
      std::string pname = m->code->localName(slot, 0);
      info.paramNames.push_back(pname.empty() ? fmt::format("arg{}", info.paramNames.size())
                                              : pname);
      slot = static_cast<uint16_t>(slot + p.slots());
    }
    if (auto r = valueTypeOf(md.result)) entry.outputs.push_back(*r);
  } catch (const std::invalid_argument& e) {
    return skip(e.what());
  }
  entry.outputs.push_back(clp::ValueType::Flag);
  program_.methods.push_back(std::move(info));
  PredId id = program_.addPredicate(std::move(entry));
  program_.entryByMethod[key] = id;
  pending_.push_back(key);
  pendingClass_[key] = cls;
  return id;
}

void Translator::translatePending() {
  while (!pending_.empty()) {
    std::string key = pending_.back();
    pending_.pop_back();
    PredId entry = program_.entryByMethod.at(key);
    uint32_t methodIndex = program_.predicates[entry].method;
    const clp::MethodInfo info = program_.methods[methodIndex];
    const classfile::ClassFile* cf = classPath_.find(info.className);
    const classfile::Method* m = cf->findMethod(info.name, info.descriptor);
    size_t firstNew = program_.predicates.size();
    // Drops the half-built predicates: the entry becomes a stub that ends every path
    // reaching it, so callers still run their other paths.
    auto drop = [&](int offset, std::string reason) {
      skipped_.push_back({key, offset, std::move(reason)});
      for (size_t p = firstNew; p < program_.predicates.size(); ++p)
        if (program_.predicates[p].method == methodIndex) program_.predicates[p].rules.clear();
      makeStub(entry);
    };
    MethodTranslator translator(*this, *cf, *m, methodIndex, entry);
    try {
      translator.run();
    } catch (const TranslationError& e) {
      drop(e.offset(), e.reason());
    } catch (const classfile::ClassFormatError& e) {
      drop(-1, e.what());
    } catch (const std::invalid_argument& e) {
      // A type the translation does not support, met below the instruction handlers.
      drop(static_cast<int>(translator.offsetInProgress()), e.what());
    }
  }
}

void Translator::makeStub(PredId pred) {
  clp::Predicate& p = program_.predicates[pred];
  const clp::MethodInfo& m = program_.methods[p.method];
  clp::Rule rule;
  Stmt stop;
  stop.kind = Stmt::Kind::External;
  stop.external = Stmt::ExternalKind::Unsupported;
  stop.className = m.className;
  stop.field = m.name;
  stop.descriptor = m.descriptor;
  for (clp::ValueType t : p.inputs) {
    rule.params.push_back(rule.newVar("A", t));
    stop.args.push_back(clp::Operand::ofVar(rule.params.back(), t));
  }
  // Never reached: the path ends at `stop`. The outputs are defined for the verifier.
  Stmt ret;
  ret.kind = Stmt::Kind::Return;
  for (clp::ValueType t : p.outputs) {
    rule.outputs.push_back(rule.newVar(t == clp::ValueType::Flag ? "EF" : "R", t));
    if (t == clp::ValueType::Ref) ret.a = clp::Operand::null();
    if (t == clp::ValueType::Long) ret.a = clp::Operand::longConst(0);
    if (t == clp::ValueType::Float) ret.a = clp::Operand::floatConst(0);
    if (t == clp::ValueType::Double) ret.a = clp::Operand::doubleConst(0);
  }
  rule.body = {stop, ret};
  p.rules = {std::move(rule)};
}

PredId Translator::unsupportedStub(const std::string& cls, const std::string& name,
                                   const std::string& desc, bool isStatic) {
  const std::string key = Program::methodKey(cls, name, desc);
  if (PredId id = program_.entryOf(cls, name, desc); id != clp::kNoPred) return id;
  if (auto it = stubs_.find(key); it != stubs_.end()) return it->second;
  clp::Predicate pred;
  pred.name = uniquePredicateName("unsupported");
  pred.method = static_cast<uint32_t>(program_.methods.size());
  try {
    auto md = classfile::parseMethodDescriptor(desc);
    if (!isStatic) pred.inputs.push_back(clp::ValueType::Ref);
    for (const auto& p : md.params) pred.inputs.push_back(*valueTypeOf(p));
    if (auto r = valueTypeOf(md.result)) pred.outputs.push_back(*r);
  } catch (const std::invalid_argument&) {
    return clp::kNoPred;
  }
  pred.outputs.push_back(clp::ValueType::Flag);
  program_.methods.push_back({cls, name, desc, isStatic, {}});
  PredId id = program_.addPredicate(std::move(pred));
  makeStub(id);
  stubs_[key] = id;
  return id;
}

PredId Translator::requireInit(const std::string& cls) {
  PredId id = initPredicate(cls, "");
  translatePending();
  if (id == clp::kNoPred) return id;
  for (const std::string& key : initPredicates_[cls].clinits)
    if (whySkipped(key)) return clp::kNoPred;
  return id;
}

PredId Translator::require(const std::string& cls, const std::string& name,
                           const std::string& desc) {
  PredId id = entryFor(cls, name, desc, "", -1);
  translatePending();
  if (id == clp::kNoPred || whySkipped(Program::methodKey(cls, name, desc))) return clp::kNoPred;
  return id;
}

PredId Translator::requireConstruction(const std::string& record) {
  if (auto it = program_.constructions.find(record); it != program_.constructions.end())
    return it->second;
  const classfile::ClassFile* cf = classPath_.find(record);
  if (!cf || cf->superName != "java/lang/Record" || !classPath_.isUserClass(record) ||
      classPath_.isSyntheticClass(record))
    return program_.constructions[record] = clp::kNoPred;
  // The components are the record's instance fields, in order; the canonical constructor
  // takes them in that order.
  std::vector<const classfile::Field*> components;
  std::string desc = "(";
  for (const auto& f : cf->fields)
    if (!f.isStatic()) {
      components.push_back(&f);
      desc += f.descriptor;
    }
  desc += ")V";
  PredId ctor = require(record, "<init>", desc);
  if (ctor == clp::kNoPred) return program_.constructions[record] = clp::kNoPred;
  clp::Predicate p;
  p.name = uniquePredicateName("construct_" + cf->javaName());
  p.method = program_.predicates[ctor].method;
  p.inputs = {clp::ValueType::Ref};
  p.outputs = {clp::ValueType::Flag};
  clp::Rule r;
  const clp::VarId obj = r.newVar("Obj", clp::ValueType::Ref);
  r.params = {obj};
  clp::Stmt call;
  call.kind = clp::Stmt::Kind::Call;
  call.callee = ctor;
  call.args.push_back(clp::Operand::ofVar(obj, clp::ValueType::Ref));
  for (const classfile::Field* f : components) {
    const clp::ValueType t = *valueTypeOf(classfile::parseFieldDescriptor(f->descriptor));
    clp::Stmt arg;
    arg.kind = clp::Stmt::Kind::External;
    arg.external = clp::Stmt::ExternalKind::RecordArgument;
    arg.className = record;
    arg.field = f->name;
    arg.descriptor = f->descriptor;
    arg.args.push_back(clp::Operand::ofVar(obj, clp::ValueType::Ref));
    std::string name = f->name;
    name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
    arg.outs.push_back(r.newVar(name, t));
    call.args.push_back(clp::Operand::ofVar(arg.outs.back(), t));
    r.body.push_back(arg);
  }
  const clp::VarId flag = r.newVar("EF", clp::ValueType::Flag);
  call.outs = {flag};
  r.body.push_back(call);
  r.outputs = {flag};
  p.rules.push_back(std::move(r));
  return program_.constructions[record] = program_.addPredicate(std::move(p));
}

}  // namespace symtest::translate

namespace symtest::translate {

const std::set<std::string>& Translator::superCalls(const std::string& cls) {
  auto [it, fresh] = superCalls_.try_emplace(cls);
  if (!fresh) return it->second;
  const classfile::ClassFile* cf = classPath_.find(cls);
  if (!cf) return it->second;
  for (const classfile::Method& m : cf->methods) {
    if (!m.code) continue;
    for (const classfile::Instruction& insn : classfile::decodeBytecode(*m.code, cf->origin)) {
      if (insn.opcode != classfile::op::invokespecial) continue;
      const classfile::MemberRef ref = cf->pool.memberRef(static_cast<uint16_t>(insn.operand));
      if (ref.name != "<init>") it->second.insert(ref.name + ref.descriptor);
    }
  }
  return it->second;
}

const std::vector<std::pair<std::string, std::string>>& Translator::receiverClasses(
    const std::string& owner, const std::string& name, const std::string& desc) {
  auto& cp = classPath_;
  ReceiverClasses& entry = receivers_[owner + "." + name + desc];
  if (!entry.classes.empty() && entry.syntheticCount == cp.syntheticCount()) return entry.classes;
  entry.classes.clear();
  // Headers first: only the classes that can receive the call are read whole.
  auto consider = [&](const std::string& c) {
    const auto* h = cp.header(c);
    if (!h || h->isInterface() || h->isAbstract() || !classfile::isSubclassOf(cp, c, owner)) return;
    entry.classes.push_back({c, classfile::selectMethod(cp, c, name, desc)});
  };
  // Lambda classes are known once their owners are loaded: load the classes whose
  // invokedynamic sites may spin one of the owner's type.
  auto loadSpinners = [&](const std::string& c) {
    const auto* h = cp.header(c);
    if (h && std::any_of(h->indyTypes.begin(), h->indyTypes.end(), [&](const std::string& t) {
          return classfile::isSubclassOf(cp, t, owner);
        }))
      cp.find(c);
  };
  for (const std::string& c : cp.scopeClasses()) loadSpinners(c);
  for (const std::string& c : cp.listModelClasses()) loadSpinners(c);
  for (const std::string& c : cp.scopeClasses()) consider(c);
  for (const std::string& c : cp.listModelClasses()) consider(c);
  for (const std::string& c : cp.scopeSyntheticClasses()) consider(c);
  // A plain Object stands for every class an Object input may have beyond those the code tests
  // for (see MethodRun::objectCandidates): it runs Object's own methods.
  if (owner == "java/lang/Object") consider(owner);
  entry.syntheticCount = cp.syntheticCount();
  // An empty list is remembered as one empty pair, so that it is not recomputed.
  if (entry.classes.empty()) entry.classes.push_back({"", ""});
  return entry.classes;
}

}  // namespace symtest::translate
