// The methods javac leaves to java.lang.runtime.ObjectMethods (a record's toString,
// hashCode and equals), written as static methods of a class model with JDK 17's semantics,
// checked on the JVM: toString is "Simple[a=1, b=x]" with String.valueOf of each component;
// hashCode is 31 * h + hash(c) from 0, components in order, with the wrappers' hashCode and
// Objects.hashCode; equals is true for the same object, false for another class, then
// compares the components from the last to the first (== for integers, Float/Double.compare
// for floating point, Objects.equals for references) and stops at the first difference.
#include <fmt/format.h>

#include "classfile/descriptor.hpp"
#include "classfile/lambda_classes.hpp"
#include "classfile/opcodes.hpp"
#include "classfile/synthetic_code.hpp"

namespace symtest::classfile {

namespace {

using Kind = JavaType::Kind;
using CP = ConstantPool;

struct Component {
  std::string name;
  JavaType type;
};

struct RecordSite {
  std::string method;  // toString, hashCode or equals
  std::string descriptor;
  std::vector<Component> components;
};

std::optional<RecordSite> recordSiteOf(const ClassFile& cls, uint16_t index) {
  try {
    const auto dynamic = dynamicSite(cls, index);
    if (!dynamic) return std::nullopt;
    const MemberRef& call = dynamic->call;
    const BootstrapMethod& bsm = *dynamic->bootstrap;
    const MemberRef& factory = dynamic->factory;
    if (factory.owner != "java/lang/runtime/ObjectMethods" || factory.name != "bootstrap" ||
        bsm.arguments.size() < 2)
      return std::nullopt;
    if (call.name != "toString" && call.name != "hashCode" && call.name != "equals")
      return std::nullopt;
    RecordSite s{call.name, call.descriptor, {}};
    for (size_t i = 2; i < bsm.arguments.size(); ++i) {
      const auto& handle = cls.pool.entries.at(bsm.arguments[i]);
      if (handle.tag != CP::kMethodHandle || handle.a != 1) return std::nullopt;  // REF_getField
      const MemberRef field = cls.pool.memberRef(handle.b);
      if (field.owner != cls.name) return std::nullopt;
      s.components.push_back({field.name, parseFieldDescriptor(field.descriptor)});
    }
    return s;
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

std::string simpleNameOf(const ClassFile& cls) {
  for (const InnerClass& ic : cls.innerClasses)
    if (ic.inner == cls.name && !ic.simpleName.empty()) return ic.simpleName;
  const size_t cut = cls.name.find_last_of("/$");
  return cut == std::string::npos ? cls.name : cls.name.substr(cut + 1);
}

// StringBuilder.append for a component's type.
std::string appendDescriptor(const JavaType& t) {
  switch (t.kind) {
    case Kind::Boolean:
      return "(Z)Ljava/lang/StringBuilder;";
    case Kind::Char:
      return "(C)Ljava/lang/StringBuilder;";
    case Kind::Long:
      return "(J)Ljava/lang/StringBuilder;";
    case Kind::Float:
      return "(F)Ljava/lang/StringBuilder;";
    case Kind::Double:
      return "(D)Ljava/lang/StringBuilder;";
    case Kind::Class:
    case Kind::Array:
      return "(Ljava/lang/Object;)Ljava/lang/StringBuilder;";
    default:
      return "(I)Ljava/lang/StringBuilder;";
  }
}

void writeToString(CodeWriter& w, const ClassFile& record, const RecordSite& s) {
  const std::string sb = "java/lang/StringBuilder";
  w.op(op::new_);
  w.u2(w.classIndex(sb));
  w.op(op::dup);
  w.ldcString(simpleNameOf(record) + "[");
  w.invoke(op::invokespecial, sb, "<init>", "(Ljava/lang/String;)V");
  for (size_t i = 0; i < s.components.size(); ++i) {
    w.ldcString((i ? ", " : "") + s.components[i].name + "=");
    w.invoke(op::invokevirtual, sb, "append", "(Ljava/lang/String;)Ljava/lang/StringBuilder;");
    w.op(op::aload_0);
    w.getField(record.name, s.components[i].name, s.components[i].type);
    w.invoke(op::invokevirtual, sb, "append", appendDescriptor(s.components[i].type));
  }
  w.ldcString("]");
  w.invoke(op::invokevirtual, sb, "append", "(Ljava/lang/String;)Ljava/lang/StringBuilder;");
  w.invoke(op::invokevirtual, sb, "toString", "()Ljava/lang/String;");
  w.op(op::areturn);
}

void writeHashCode(CodeWriter& w, const ClassFile& record, const RecordSite& s) {
  w.op(op::iconst_0);
  for (const Component& c : s.components) {
    w.op(op::bipush);
    w.op(31);
    w.op(op::imul);
    w.op(op::aload_0);
    w.getField(record.name, c.name, c.type);
    if (c.type.isReference())
      w.invoke(op::invokestatic, "java/util/Objects", "hashCode", "(Ljava/lang/Object;)I");
    else
      w.invoke(op::invokestatic, wrapperOf(c.type.kind), "hashCode",
               "(" + c.type.descriptor() + ")I");
    w.op(op::iadd);
  }
  w.op(op::ireturn);
}

void writeEquals(CodeWriter& w, const ClassFile& record, const RecordSite& s) {
  w.op(op::aload_0);
  w.op(op::aload_1);
  const size_t notSame = w.jump(op::if_acmpne);
  w.op(op::iconst_1);
  w.op(op::ireturn);
  w.bind(notSame);
  w.op(op::aload_1);
  w.op(op:: instanceof);
  w.u2(w.classIndex(record.name));
  const size_t isInstance = w.jump(op::ifne);
  w.op(op::iconst_0);
  w.op(op::ireturn);
  w.bind(isInstance);
  w.op(op::aload_1);
  w.checkcast({Kind::Class, record.name, ""});
  w.op(op::astore_2);
  std::vector<size_t> toFalse;
  for (size_t i = s.components.size(); i-- > 0;) {
    const Component& c = s.components[i];
    w.op(op::aload_0);
    w.getField(record.name, c.name, c.type);
    w.op(op::aload_2);
    w.getField(record.name, c.name, c.type);
    if (c.type.isReference()) {
      w.invoke(op::invokestatic, "java/util/Objects", "equals",
               "(Ljava/lang/Object;Ljava/lang/Object;)Z");
      toFalse.push_back(w.jump(op::ifeq));
    } else if (c.type.kind == Kind::Long) {
      w.op(op::lcmp);
      toFalse.push_back(w.jump(op::ifne));
    } else if (c.type.kind == Kind::Float || c.type.kind == Kind::Double) {
      const std::string d = c.type.descriptor();
      w.invoke(op::invokestatic, wrapperOf(c.type.kind), "compare", "(" + d + d + ")I");
      toFalse.push_back(w.jump(op::ifne));
    } else {
      toFalse.push_back(w.jump(op::if_icmpne));
    }
  }
  w.op(op::iconst_1);
  w.op(op::ireturn);
  for (size_t at : toFalse) w.bind(at);
  w.op(op::iconst_0);
  w.op(op::ireturn);
}

}  // namespace

std::string objectMethodsClassName(const std::string& record) {
  return record + "$$ObjectMethods";
}

bool isObjectMethodsSite(const ClassFile& cls, uint16_t invokeDynamicIndex) {
  return recordSiteOf(cls, invokeDynamicIndex).has_value();
}

std::unique_ptr<ClassFile> objectMethodsClass(const ClassFile& record) {
  if (record.bootstrapMethods.empty()) return nullptr;
  auto cf = std::make_unique<ClassFile>();
  cf->name = objectMethodsClassName(record.name);
  cf->origin = record.origin + " (ObjectMethods)";
  cf->majorVersion = 61;
  cf->access = kAccPublic | kAccFinal | kAccSynthetic;
  cf->superName = "java/lang/Object";
  cf->pool.origin = cf->origin;
  PoolBuilder pool(cf->pool);
  for (uint16_t i = 1; i < record.pool.size(); ++i) {
    if (record.pool.entries[i].tag != CP::kInvokeDynamic) continue;
    auto site = recordSiteOf(record, i);
    if (!site || cf->findMethod(site->method, site->descriptor)) continue;
    CodeWriter w(pool, cf->name);
    if (site->method == "toString") writeToString(w, record, *site);
    if (site->method == "hashCode") writeHashCode(w, record, *site);
    if (site->method == "equals") writeEquals(w, record, *site);
    Method m;
    m.access = kAccPublic | kAccStatic | kAccSynthetic;
    m.name = site->method;
    m.descriptor = site->descriptor;
    Code code;
    code.maxLocals = 3;
    code.maxStack = 8;
    code.bytecode = std::move(w.bytes);
    m.code = std::move(code);
    cf->methods.push_back(std::move(m));
  }
  if (cf->methods.empty()) return nullptr;
  return cf;
}

}  // namespace symtest::classfile
