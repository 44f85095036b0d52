// Pattern matching switches: javac compiles `switch (o) { case Integer i -> ...; case A a ->
// ... }` to an invokedynamic of java.lang.runtime.SwitchBootstraps.typeSwitch (a preview API
// of Java 17, final in 21) that returns the index of the first label matching the target,
// from a restart index on (a case whose guard fails restarts after it); -1 for null; the
// number of labels when none matches. Written here as a static method with the semantics of
// JDK 17's implementation: a Class label matches an instance of it, an Integer label a
// Number or Character of that int value, any other label (a String) when it equals the
// target. enumSwitch (Java 21) matches an enum constant by its name (String labels) or its
// class (Class labels).
#include <fmt/format.h>

#include "classfile/descriptor.hpp"
#include "classfile/lambda_classes.hpp"
#include "classfile/opcodes.hpp"
#include "classfile/synthetic_code.hpp"

namespace symtest::classfile {

namespace {

using CP = ConstantPool;

struct SwitchSite {
  std::string bootstrap;  // typeSwitch or enumSwitch
  std::string name;       // the call site's name
  std::string descriptor;
  std::vector<Constant> labels;
};

std::optional<SwitchSite> switchSiteOf(const ClassFile& cls, uint16_t index) {
  try {
    const auto dynamic = dynamicSite(cls, index);
    if (!dynamic) return std::nullopt;
    const MemberRef& call = dynamic->call;
    const BootstrapMethod& bsm = *dynamic->bootstrap;
    const MemberRef& factory = dynamic->factory;
    if (factory.owner != "java/lang/runtime/SwitchBootstraps" ||
        (factory.name != "typeSwitch" && factory.name != "enumSwitch"))
      return std::nullopt;
    const MethodDescriptor md = parseMethodDescriptor(call.descriptor);
    if (md.params.size() != 2 || !md.params[0].isReference() ||
        md.params[1].kind != JavaType::Kind::Int || md.result.kind != JavaType::Kind::Int)
      return std::nullopt;
    SwitchSite s{factory.name, call.name, call.descriptor, {}};
    for (uint16_t arg : bsm.arguments) {
      const Constant c = cls.pool.loadable(arg);  // throws for other constants (EnumDesc)
      if (!std::holds_alternative<ClassConstant>(c) && !std::holds_alternative<int32_t>(c) &&
          !std::holds_alternative<StringConstant>(c))
        return std::nullopt;
      s.labels.push_back(c);
    }
    return s;
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

// The method: null first, then each label from the restart index on.
Method switchMethod(PoolBuilder& pool, const std::string& self, const SwitchSite& s) {
  CodeWriter w(pool, self);
  w.op(op::aload_0);
  const size_t notNull = w.jump(op::ifnonnull);
  w.op(op::iconst_m1);
  w.op(op::ireturn);
  w.bind(notNull);
  auto found = [&](size_t i) {
    w.pushInt(static_cast<int32_t>(i));
    w.op(op::ireturn);
  };
  for (size_t i = 0; i < s.labels.size(); ++i) {
    std::vector<size_t> next;
    w.op(op::iload_1);
    w.pushInt(static_cast<int32_t>(i));
    next.push_back(w.jump(op::if_icmpgt));  // restarted after this label
    const Constant& label = s.labels[i];
    if (auto* cls = std::get_if<ClassConstant>(&label)) {
      w.op(op::aload_0);
      w.withIndex(op:: instanceof, w.classIndex(cls->name));
      next.push_back(w.jump(op::ifeq));
      found(i);
    } else if (auto* k = std::get_if<int32_t>(&label)) {
      w.op(op::aload_0);
      w.withIndex(op:: instanceof, w.classIndex("java/lang/Number"));
      const size_t notNumber = w.jump(op::ifeq);
      w.op(op::aload_0);
      w.checkcast({JavaType::Kind::Class, "java/lang/Number", ""});
      w.invoke(op::invokevirtual, "java/lang/Number", "intValue", "()I");
      w.pushInt(*k);
      const size_t otherNumber = w.jump(op::if_icmpne);
      found(i);
      w.bind(notNumber);
      w.bind(otherNumber);
      w.op(op::aload_0);
      w.withIndex(op:: instanceof, w.classIndex("java/lang/Character"));
      next.push_back(w.jump(op::ifeq));
      w.op(op::aload_0);
      w.checkcast({JavaType::Kind::Class, "java/lang/Character", ""});
      w.invoke(op::invokevirtual, "java/lang/Character", "charValue", "()C");
      w.pushInt(*k);
      next.push_back(w.jump(op::if_icmpne));
      found(i);
    } else {
      const std::string& text = std::get<StringConstant>(label).value;
      if (s.bootstrap == "enumSwitch") {
        // An enum constant by its name.
        w.op(op::aload_0);
        w.checkcast({JavaType::Kind::Class, "java/lang/Enum", ""});
        w.invoke(op::invokevirtual, "java/lang/Enum", "name", "()Ljava/lang/String;");
        w.ldcString(text);
        w.invoke(op::invokevirtual, "java/lang/String", "equals", "(Ljava/lang/Object;)Z");
      } else {
        w.ldcString(text);
        w.op(op::aload_0);
        w.invoke(op::invokevirtual, "java/lang/String", "equals", "(Ljava/lang/Object;)Z");
      }
      next.push_back(w.jump(op::ifeq));
      found(i);
    }
    for (size_t at : next) w.bind(at);
  }
  w.pushInt(static_cast<int32_t>(s.labels.size()));
  w.op(op::ireturn);
  Method m;
  m.access = kAccPublic | kAccStatic | kAccSynthetic;
  m.name = s.name;
  m.descriptor = s.descriptor;
  Code code;
  code.maxLocals = 2;
  code.maxStack = 4;
  code.bytecode = std::move(w.bytes);
  m.code = std::move(code);
  return m;
}

}  // namespace

std::string switchClassName(const std::string& owner, uint16_t invokeDynamicIndex) {
  return fmt::format("{}$$Switch${}", owner, invokeDynamicIndex);
}

bool isSwitchSite(const ClassFile& cls, uint16_t invokeDynamicIndex) {
  return switchSiteOf(cls, invokeDynamicIndex).has_value();
}

std::vector<std::unique_ptr<ClassFile>> switchClasses(const ClassFile& cls) {
  std::vector<std::unique_ptr<ClassFile>> out;
  if (cls.bootstrapMethods.empty()) return out;
  for (uint16_t i = 1; i < cls.pool.size(); ++i) {
    if (cls.pool.entries[i].tag != CP::kInvokeDynamic) continue;
    auto site = switchSiteOf(cls, i);
    if (!site) continue;
    auto cf = std::make_unique<ClassFile>();
    cf->name = switchClassName(cls.name, i);
    cf->origin = cls.origin + " (switch at constant #" + std::to_string(i) + ")";
    cf->majorVersion = 61;
    cf->access = kAccPublic | kAccFinal | kAccSynthetic;
    cf->superName = "java/lang/Object";
    cf->pool.origin = cf->origin;
    PoolBuilder pool(cf->pool);
    cf->methods.push_back(switchMethod(pool, cf->name, *site));
    out.push_back(std::move(cf));
  }
  return out;
}

}  // namespace symtest::classfile
