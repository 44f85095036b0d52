// Lambda classes: what LambdaMetafactory spins at run time, as class models with bytecode.
#include "classfile/lambda_classes.hpp"

#include <fmt/format.h>

#include <optional>

#include "classfile/descriptor.hpp"
#include "classfile/opcodes.hpp"
#include "classfile/synthetic_code.hpp"

namespace symtest::classfile {

namespace {

using Kind = JavaType::Kind;
using CP = ConstantPool;

// LambdaMetafactory.altMetafactory's flags.
constexpr int32_t kFlagMarkers = 2;
constexpr int32_t kFlagBridges = 4;

// Method handle reference kinds (JVMS 5.4.3.5).
enum RefKind : uint8_t {
  kInvokeVirtual = 5,
  kInvokeStatic = 6,
  kInvokeSpecial = 7,
  kNewInvokeSpecial = 8,
  kInvokeInterface = 9,
};

struct Site {
  std::string samName;
  std::string factoryDescriptor;  // (captured values) -> functional interface
  std::string samDescriptor;      // erased interface method
  std::string instantiated;       // the same with the call site's generic types
  uint8_t implKind = 0;
  uint8_t implTag = CP::kMethodref;
  MemberRef impl;
  std::vector<std::string> markers;  // further interfaces (altMetafactory)
  std::vector<std::string> bridges;  // further descriptors of the same method (altMetafactory)
};

std::optional<std::string> methodType(const ClassFile& cls, uint16_t index) {
  if (index >= cls.pool.size() || cls.pool.entries[index].tag != CP::kMethodType)
    return std::nullopt;
  return cls.pool.utf8(cls.pool.entries[index].a);
}

std::optional<Site> siteOf(const ClassFile& cls, uint16_t index) {
  try {
    const auto dynamic = dynamicSite(cls, index);
    if (!dynamic) return std::nullopt;
    const MemberRef& call = dynamic->call;
    const BootstrapMethod& bsm = *dynamic->bootstrap;
    const MemberRef& factory = dynamic->factory;
    const bool alt = factory.name == "altMetafactory";
    if (factory.owner != "java/lang/invoke/LambdaMetafactory" ||
        (factory.name != "metafactory" && !alt) || bsm.arguments.size() < 3)
      return std::nullopt;
    Site s;
    s.samName = call.name;
    s.factoryDescriptor = call.descriptor;
    auto sam = methodType(cls, bsm.arguments[0]);
    auto instantiated = methodType(cls, bsm.arguments[2]);
    const auto& implHandle = cls.pool.entries.at(bsm.arguments[1]);
    if (!sam || !instantiated || implHandle.tag != CP::kMethodHandle) return std::nullopt;
    s.samDescriptor = *sam;
    s.instantiated = *instantiated;
    s.implKind = static_cast<uint8_t>(implHandle.a);
    s.implTag = cls.pool.tag(implHandle.b);
    s.impl = cls.pool.memberRef(implHandle.b);
    if (s.implKind < kInvokeVirtual || s.implKind > kInvokeInterface) return std::nullopt;
    if (alt && bsm.arguments.size() > 3) {
      size_t next = 3;
      auto intArg = [&]() {
        const Constant c = cls.pool.loadable(bsm.arguments.at(next++));
        return std::get<int32_t>(c);
      };
      const int32_t flags = intArg();
      if (flags & kFlagMarkers) {
        for (int32_t n = intArg(); n > 0; --n)
          s.markers.push_back(
              std::get<ClassConstant>(cls.pool.loadable(bsm.arguments.at(next++))).name);
      }
      if (flags & kFlagBridges) {
        for (int32_t n = intArg(); n > 0; --n) {
          auto bridge = methodType(cls, bsm.arguments.at(next++));
          if (!bridge) return std::nullopt;
          s.bridges.push_back(*bridge);
        }
      }
    }
    // The descriptors must parse; a functional interface is a class type.
    const MethodDescriptor fd = parseMethodDescriptor(s.factoryDescriptor);
    parseMethodDescriptor(s.samDescriptor);
    parseMethodDescriptor(s.impl.descriptor);
    if (fd.result.kind != Kind::Class) return std::nullopt;
    return s;
  } catch (const std::exception&) {
    return std::nullopt;  // malformed: the site stays unsupported
  }
}

// The method `name descriptor` of the lambda class: captured values and arguments adapted to
// the implementation's parameters, the call, the result adapted to the return type.
Method adapterMethod(PoolBuilder& pool, const std::string& self, const Site& s,
                     const std::string& descriptor) {
  const MethodDescriptor fd = parseMethodDescriptor(s.factoryDescriptor);
  const MethodDescriptor md = parseMethodDescriptor(descriptor);
  const MethodDescriptor inst = parseMethodDescriptor(s.instantiated);
  const MethodDescriptor impl = parseMethodDescriptor(s.impl.descriptor);
  // The implementation's parameters, the receiver first for instance methods.
  std::vector<JavaType> targets;
  const bool hasReceiver = s.implKind == kInvokeVirtual || s.implKind == kInvokeInterface ||
                           s.implKind == kInvokeSpecial;
  if (hasReceiver) targets.push_back({Kind::Class, s.impl.owner, ""});
  targets.insert(targets.end(), impl.params.begin(), impl.params.end());
  if (fd.params.size() + md.params.size() != targets.size())
    throw std::invalid_argument("lambda arity does not match its implementation");

  CodeWriter w(pool, self);
  if (s.implKind == kNewInvokeSpecial) {
    w.withIndex(op::new_, pool.cls(s.impl.owner));
    w.op(op::dup);
  }
  size_t t = 0;
  for (size_t k = 0; k < fd.params.size(); ++k, ++t) {
    w.op(op::aload_0);
    w.getField(self, capturedField(k), fd.params[k]);
    w.adapt(fd.params[k], targets[t], fd.params[k]);
  }
  uint16_t slot = 1;
  for (size_t k = 0; k < md.params.size(); ++k, ++t) {
    w.load(md.params[k], slot);
    slot = static_cast<uint16_t>(slot + md.params[k].slots());
    const JavaType& hint = k < inst.params.size() ? inst.params[k] : md.params[k];
    // The instantiated type first (a ClassCastException as the JVM's), then the target's.
    if (md.params[k].isReference() && hint.isReference()) w.checkcast(hint);
    w.adapt(hint.isReference() == md.params[k].isReference() ? hint : md.params[k], targets[t],
            hint);
  }
  const uint16_t ref = pool.member(s.implTag, s.impl.owner, s.impl.name, s.impl.descriptor);
  JavaType result = impl.result;
  switch (s.implKind) {
    case kInvokeStatic:
      w.withIndex(op::invokestatic, ref);
      break;
    case kInvokeVirtual:
      w.withIndex(op::invokevirtual, ref);
      break;
    case kInvokeSpecial:
    case kNewInvokeSpecial:
      w.withIndex(op::invokespecial, ref);
      if (s.implKind == kNewInvokeSpecial) result = {Kind::Class, s.impl.owner, ""};
      break;
    default: {  // kInvokeInterface: the count of argument slots, then a zero byte
      w.withIndex(op::invokeinterface, ref);
      int slots = 1;
      for (const JavaType& p : impl.params) slots += p.slots();
      w.op(static_cast<uint8_t>(slots));
      w.op(0);
    }
  }
  if (md.result.kind == Kind::Void) {
    if (result.kind != Kind::Void) w.op(result.slots() == 2 ? op::pop2 : op::pop);
  } else {
    w.adapt(result, md.result, inst.result);
  }
  w.returnOf(md.result);

  Method m;
  m.access = kAccPublic | kAccSynthetic;
  m.name = s.samName;
  m.descriptor = descriptor;
  Code code;
  code.maxLocals = slot;
  code.maxStack = static_cast<uint16_t>(4 + 2 * targets.size());
  code.bytecode = std::move(w.bytes);
  m.code = std::move(code);
  return m;
}

std::unique_ptr<ClassFile> lambdaClass(const ClassFile& owner, uint16_t index, const Site& s) {
  auto cf = std::make_unique<ClassFile>();
  cf->name = lambdaClassName(owner.name, index);
  cf->origin = owner.origin + " (lambda at constant #" + std::to_string(index) + ")";
  cf->majorVersion = 61;
  cf->access = kAccPublic | kAccFinal | kAccSynthetic;
  cf->superName = "java/lang/Object";
  const MethodDescriptor fd = parseMethodDescriptor(s.factoryDescriptor);
  cf->interfaces.push_back(fd.result.className);
  for (const std::string& m : s.markers) cf->interfaces.push_back(m);
  cf->pool.origin = cf->origin;
  PoolBuilder pool(cf->pool);
  for (size_t k = 0; k < fd.params.size(); ++k)
    cf->fields.push_back(
        {kAccPrivate | kAccFinal, capturedField(k), fd.params[k].descriptor(), std::nullopt, ""});
  cf->methods.push_back(adapterMethod(pool, cf->name, s, s.samDescriptor));
  for (const std::string& b : s.bridges)
    if (b != s.samDescriptor) cf->methods.push_back(adapterMethod(pool, cf->name, s, b));
  return cf;
}

}  // namespace

std::string lambdaClassName(const std::string& owner, uint16_t invokeDynamicIndex) {
  return fmt::format("{}$$Lambda${}", owner, invokeDynamicIndex);
}

std::string capturedField(size_t k) {
  return fmt::format("arg${}", k);
}

bool isLambdaSite(const ClassFile& cls, uint16_t invokeDynamicIndex) {
  return siteOf(cls, invokeDynamicIndex).has_value();
}

std::vector<std::unique_ptr<ClassFile>> lambdaClasses(const ClassFile& cls) {
  std::vector<std::unique_ptr<ClassFile>> out;
  if (cls.bootstrapMethods.empty()) return out;
  for (uint16_t i = 1; i < cls.pool.size(); ++i) {
    if (cls.pool.entries[i].tag != CP::kInvokeDynamic) continue;
    auto site = siteOf(cls, i);
    if (!site) continue;
    try {
      out.push_back(lambdaClass(cls, i, *site));
    } catch (const std::exception&) {
      // An implementation whose arity does not fit: the site stays unsupported.
    }
  }
  return out;
}

}  // namespace symtest::classfile
