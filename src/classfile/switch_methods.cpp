// Pattern matching switches: javac compiles `switch (o) { case Integer i -> ...; case A a ->
// ... }` to an invokedynamic of java.lang.runtime.SwitchBootstraps.typeSwitch (a preview API
// of Java 17, final in 21) that returns the index of the first label matching the target,
// from a restart index on (a case whose guard fails restarts after it); -1 for null; the
// number of labels when none matches. Written here as a static method with the semantics of
// JDK 17's implementation: a Class label matches an instance of it, an Integer label a
// Number or Character of that int value, any other label (a String) when it equals the
// target. enumSwitch (Java 21) matches an enum constant by its name (String labels) or its
// class (Class labels). Java 21's typeSwitch also takes enum constants as labels (`case
// Status.NEW` in a switch over a sealed interface), as dynamic constants
// `ConstantBootstraps.invoke(EnumDesc.of, ClassDesc.of("pkg.Status"), "NEW")`: such a label
// matches a constant of that enum class with that name (JDK 21-25's ResolvedEnumLabels).
#include <fmt/format.h>

#include "classfile/class_names.hpp"
#include "classfile/descriptor.hpp"
#include "classfile/lambda_classes.hpp"
#include "classfile/opcodes.hpp"
#include "classfile/synthetic_code.hpp"

namespace symtest::classfile {

namespace {

using CP = ConstantPool;

// An enum constant as a typeSwitch label.
struct EnumLabel {
  std::string enumClass;  // internal name
  std::string constant;
};
using SwitchLabel = std::variant<ClassConstant, int32_t, StringConstant, EnumLabel>;

struct SwitchSite {
  std::string bootstrap;  // typeSwitch or enumSwitch
  std::string name;       // the call site's name
  std::string descriptor;
  std::vector<SwitchLabel> labels;
};

// The bootstrap arguments of a dynamic constant made by ConstantBootstraps.invoke with the
// factory `owner.name`, or nothing for any other constant.
const std::vector<uint16_t>* invokeArguments(const ClassFile& cls, uint16_t index,
                                             const char* owner, const char* name) {
  const auto& entry = cls.pool.entries.at(index);
  if (entry.tag != CP::kDynamic || entry.a >= cls.bootstrapMethods.size()) return nullptr;
  const BootstrapMethod& bsm = cls.bootstrapMethods[entry.a];
  const MemberRef bootstrap = cls.pool.memberRef(cls.pool.entries.at(bsm.methodHandle).b);
  if (bootstrap.owner != "java/lang/invoke/ConstantBootstraps" || bootstrap.name != "invoke" ||
      bsm.arguments.empty())
    return nullptr;
  const auto& handle = cls.pool.entries.at(bsm.arguments[0]);
  if (handle.tag != CP::kMethodHandle) return nullptr;
  const MemberRef factory = cls.pool.memberRef(handle.b);
  if (factory.owner != owner || factory.name != name) return nullptr;
  return &bsm.arguments;
}

// `EnumDesc.of(ClassDesc.of("pkg.Status"), "NEW")` as javac 21-25 write an enum label.
std::optional<EnumLabel> enumLabelOf(const ClassFile& cls, uint16_t index) {
  const auto* args = invokeArguments(cls, index, "java/lang/Enum$EnumDesc", "of");
  if (!args || args->size() != 3) return std::nullopt;
  const auto* classArgs = invokeArguments(cls, (*args)[1], "java/lang/constant/ClassDesc", "of");
  if (!classArgs || classArgs->size() != 2) return std::nullopt;
  const Constant className = cls.pool.loadable((*classArgs)[1]);
  const Constant constant = cls.pool.loadable((*args)[2]);
  if (!std::holds_alternative<StringConstant>(className) ||
      !std::holds_alternative<StringConstant>(constant))
    return std::nullopt;
  return EnumLabel{internalName(std::get<StringConstant>(className).value),
                   std::get<StringConstant>(constant).value};
}

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
      if (cls.pool.tag(arg) == CP::kDynamic) {
        auto label = enumLabelOf(cls, arg);
        if (!label || factory.name != "typeSwitch") return std::nullopt;
        s.labels.push_back(std::move(*label));
        continue;
      }
      const Constant c = cls.pool.loadable(arg);
      if (auto* k = std::get_if<ClassConstant>(&c))
        s.labels.push_back(*k);
      else if (auto* i = std::get_if<int32_t>(&c))
        s.labels.push_back(*i);
      else if (auto* text = std::get_if<StringConstant>(&c))
        s.labels.push_back(*text);
      else
        return std::nullopt;
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
    const SwitchLabel& label = s.labels[i];
    if (auto* constant = std::get_if<EnumLabel>(&label)) {
      w.op(op::aload_0);
      w.withIndex(op:: instanceof, w.classIndex(constant->enumClass));
      next.push_back(w.jump(op::ifeq));
      w.op(op::aload_0);
      w.checkcast({JavaType::Kind::Class, "java/lang/Enum", ""});
      w.invoke(op::invokevirtual, "java/lang/Enum", "name", "()Ljava/lang/String;");
      w.ldcString(constant->constant);
      w.invoke(op::invokevirtual, "java/lang/String", "equals", "(Ljava/lang/Object;)Z");
      next.push_back(w.jump(op::ifeq));
      found(i);
    } else if (auto* cls = std::get_if<ClassConstant>(&label)) {
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
