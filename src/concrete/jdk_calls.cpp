#include "concrete/jdk_calls.hpp"

#include <fmt/format.h>

#include "classfile/class_names.hpp"
#include "classfile/descriptor.hpp"
#include "classfile/utf16.hpp"
#include "clp/protocol.hpp"
#include "concrete/answer_applier.hpp"
#include "concrete/call_encoder.hpp"
#include "results/library_classes.hpp"
#include "symexec/lazy_initialization.hpp"

namespace symtest::concrete {

using symexec::ExecutionContext;
using symexec::Value;

namespace {

constexpr size_t kMaxAlternatives = 8;
// A path holds at most this many JDK calls that hold JDK objects (each call replays them all).
constexpr uint32_t kMaxSteps = 64;

std::vector<std::string> parameterDescriptors(const std::string& descriptor) {
  std::vector<std::string> out;
  for (const auto& t : classfile::parseMethodDescriptor(descriptor).params)
    out.push_back(t.descriptor());
  return out;
}

// The class a reference descriptor names ("Ljava/lang/Object;" -> "java/lang/Object"; an
// array descriptor names itself).
std::string classOfDescriptor(const std::string& d) {
  return d.size() > 2 && d[0] == 'L' ? d.substr(1, d.size() - 2) : d;
}

int64_t staticInt(ExecutionContext& ctx, const std::string& field, int64_t otherwise) {
  heap::Heap& heap = ctx.heap();
  auto v = heap.load(0, heap.fieldId(field));
  if (!v || v->kind != Value::Kind::Int || !ctx.pool().isConst(v->id)) return otherwise;
  return ctx.pool().signedValue(v->id);
}

void setStaticInt(ExecutionContext& ctx, const std::string& field, uint64_t value) {
  ctx.writeField(0, field, "I", Value::integer(ctx.pool().bvConst(32, value)));
}

// The call's top-level inputs no guard has resolved: each is tried as null and as a new object
// of a type that crosses to the JVM (a String for a CharSequence), as lazy initialization would.
class ResolvedCall final : public symexec::CallAlternatives {
 public:
  ResolvedCall(JdkCalls& calls, JdkCallSite site,
               std::vector<std::pair<uint32_t, std::vector<symexec::Resolution>>> choices)
      : calls_(calls), site_(std::move(site)), choices_(std::move(choices)) {
    size_ = 1;
    for (const auto& c : choices_) size_ *= c.second.size();
  }
  size_t size() const override { return size_; }
  bool apply(size_t i, ExecutionContext& ctx, std::vector<Value>& outputs) override {
    for (const auto& [symbol, options] : choices_) {
      if (!symexec::LazyInitialization::apply(symbol, options[i % options.size()], ctx))
        return false;
      i /= options.size();
    }
    return calls_.run(site_, ctx, outputs);
  }

 private:
  JdkCalls& calls_;
  JdkCallSite site_;
  std::vector<std::pair<uint32_t, std::vector<symexec::Resolution>>> choices_;
  size_t size_ = 1;
};

}  // namespace

std::shared_ptr<symexec::CallAlternatives> JdkCalls::onExternalCall(
    const symexec::ExternalCallSite& call, ExecutionContext& ctx) {
  JdkCallSite site{call.stmt.className, call.stmt.field, call.stmt.descriptor, call.mayThrow(),
                   call.args};
  std::vector<std::pair<uint32_t, std::vector<symexec::Resolution>>> choices;
  symexec::LazyInitialization lazy;
  size_t alternatives = 1;
  for (Value& a : site.args) {
    a = ctx.heap().deref(a);
    if (a.kind != Value::Kind::Sym) continue;
    std::vector<symexec::Resolution> options;
    for (const auto& r : lazy.resolutions(a.id, ctx)) {
      if (r.kind == symexec::Resolution::Kind::Null) options.push_back(r);
      if (r.kind == symexec::Resolution::Kind::Fresh && crossesAsData(r.type)) {
        options.push_back(r);
        break;  // one type that crosses is enough: the JVM sees data
      }
    }
    if (options.empty() || alternatives * options.size() > kMaxAlternatives) continue;
    alternatives *= options.size();
    choices.emplace_back(a.id, std::move(options));
  }
  return std::make_shared<ResolvedCall>(*this, std::move(site), std::move(choices));
}

bool JdkCalls::refuse(const JdkCallSite& call, ExecutionContext& ctx, const std::string& why) {
  ++ctx.stats().unhandledCalls[call.key()];
  ++ctx.stats().stoppedAtUnhandled;
  ++refusals_[why];
  return false;
}

void JdkCalls::record(ExecutionContext& ctx, const std::string& text) {
  // A class initializer's call is the same on every path that initializes the class: marked, so
  // that what people read shows the method's own calls.
  std::vector<symexec::ContinuationFrame> frames;
  ctx.continuation(frames);
  bool initializer = false;
  for (const auto& f : frames)
    if (f.pred != clp::kNoPred &&
        ctx.program().methods[ctx.program().predicates[f.pred].method].name == "<clinit>")
      initializer = true;
  const std::string count(clp::protocol::kJdkRecords);
  const auto n = static_cast<uint32_t>(staticInt(ctx, count, 0));
  setStaticInt(ctx, clp::protocol::jdkRecordField(n),
               bridge_.internRecord((initializer ? kInitializerRecord : "") + text));
  setStaticInt(ctx, count, n + 1);
}

bool JdkCalls::throwNew(const std::string& exception, const JdkCallSite& call,
                        ExecutionContext& ctx, std::vector<Value>& outputs) {
  const std::string result = call.descriptor.substr(call.descriptor.find(')') + 1);
  if (result != "V") outputs.push_back(defaultValue(ctx, result));
  outputs.push_back(Value::exc(ctx.newObject(exception).id));
  return true;
}

// The program's own values of String arguments `indexes` of the call, fixed to the path's
// values ('N' for null); nothing (the path ended, with the reason counted) when they cannot be.
std::optional<std::vector<WireValue>> JdkCalls::stringArguments(const JdkCallSite& call,
                                                                ExecutionContext& ctx,
                                                                size_t count) {
  CallEncoder encoder(ctx);
  const std::vector<std::string> types(count, "Ljava/lang/String;");
  std::vector<Value> args(call.args.begin(), call.args.begin() + static_cast<ptrdiff_t>(count));
  if (!encoder.fix(args, types)) {
    refuse(call, ctx, encoder.why());
    return std::nullopt;
  }
  std::string bytes = encoder.encode('s', call.owner, call.name, call.descriptor, args, types);
  WireIn in(bytes);
  in.u8(), in.utf(), in.utf(), in.utf(), in.i32();
  std::vector<WireValue> out;
  for (size_t i = 0; i < count; ++i) {
    auto v = readValue(in);
    if (!v) {
      refuse(call, ctx, "a property name or value that cannot be read");
      return std::nullopt;
    }
    out.push_back(std::move(*v));
  }
  return out;
}

bool JdkCalls::systemProperty(const JdkCallSite& call, ExecutionContext& ctx,
                              std::vector<Value>& outputs) {
  const bool env = call.name == "getenv";
  const bool set = call.name == "setProperty";
  auto strings = stringArguments(call, ctx, set ? 2 : 1);
  if (!strings) return false;
  const WireValue& name = strings->at(0);
  if (name.tag == 'N') return throwNew("java/lang/NullPointerException", call, ctx, outputs);
  if (!env && name.chars.empty())
    return throwNew("java/lang/IllegalArgumentException", call, ctx, outputs);
  if (set && strings->at(1).tag == 'N')
    return throwNew("java/lang/NullPointerException", call, ctx, outputs);
  const std::string text = classfile::utf8Of(name.chars);
  // A set's result is the value before it: the machine's, unless fixed or set on the path.
  const std::string shown = fmt::format("System.{}(\"{}\"{})", call.name, text, set ? ", ..." : "");
  auto fixed = bridge_.properties().find(text);
  heap::Heap& heap = ctx.heap();
  // A property this path set (a class initializer's System.setProperty): the tests' JVM runs
  // the same code before it reads it.
  const std::string writtenField = std::string(clp::protocol::kJdkWrittenPropertyPrefix) + text;
  auto written = env ? std::nullopt : heap.load(0, heap.fieldId(writtenField));
  Value result;
  if (written && heap.deref(*written).kind == Value::Kind::Ref) {
    result = heap.deref(*written);
  } else if (!env && fixed != bridge_.properties().end()) {
    result = ctx.newString(classfile::utf16Of(fixed->second));
    setStaticInt(ctx, std::string(clp::protocol::kJdkPropertyPrefix) + text, 1);
    WireValue value;
    value.tag = 'T';
    value.chars = classfile::utf16Of(fixed->second);
    if (!set) record(ctx, shown + " is " + AnswerApplier::text(value) + ", a fixed property");
  } else {
    // A value of the machine the tests run on: the JVM chooses it, as it does identity hashes.
    heap::Symbol s;
    s.declaredType = "java/lang/String";
    s.path = shown;
    s.mayBeNull =
        env || set || call.args.size() < 2 || heap.deref(call.args[1]).kind == Value::Kind::Null;
    s.mayAlias = false;
    result = Value::sym(heap.newSymbol(std::move(s)));
    ctx.addSource(std::string(results::kMachineSourcePrefix) + shown, result);
  }
  if (set) {
    ctx.writeField(0, writtenField, "Ljava/lang/String;", heap.deref(call.args.at(1)));
    record(ctx, fmt::format("System.setProperty(\"{}\", {})", text,
                            AnswerApplier::text(strings->at(1))));
  }
  outputs.push_back(result);
  if (call.mayThrow) outputs.push_back(Value::ok());
  ++ran_;
  return true;
}

bool JdkCalls::run(const JdkCallSite& call, ExecutionContext& ctx, std::vector<Value>& outputs) {
  heap::Heap& heap = ctx.heap();
  if (call.owner == "java/lang/System" &&
      ((call.name == "getProperty" &&
        (call.descriptor == "(Ljava/lang/String;)Ljava/lang/String;" ||
         call.descriptor == "(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;")) ||
       (call.name == "setProperty" &&
        call.descriptor == "(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;") ||
       (call.name == "getenv" && call.descriptor == "(Ljava/lang/String;)Ljava/lang/String;"))) {
    return systemProperty(call, ctx, outputs);
  }
  const std::string result = call.descriptor.substr(call.descriptor.find(')') + 1);
  std::vector<std::string> params = parameterDescriptors(call.descriptor);
  char kind;
  std::vector<Value> values = call.args;
  std::vector<std::string> types = params;
  Value placeholder;
  if (!call.mayThrow) {
    // A static field of a JDK class: one object per field along a path, as on the JVM.
    if (!values.empty()) return refuse(call, ctx, "a write of a JDK class's static field");
    kind = 'g';
    auto interned =
        heap.load(0, heap.fieldId(clp::protocol::jdkStaticField(call.owner, call.name)));
    if (interned) {
      outputs.push_back(heap.deref(*interned));
      return true;
    }
  } else if (call.name == "<init>") {
    kind = 'n';
    placeholder = heap.deref(values.at(0));
    if (placeholder.kind != Value::Kind::Ref || isJdkObject(ctx, placeholder.id) ||
        heap.object(placeholder.id).type != call.owner)
      return refuse(call, ctx, "a constructor call on an object the JVM does not make");
    values.erase(values.begin());
  } else if (values.size() == params.size() + 1) {
    kind = 'v';
    types.insert(types.begin(), "L" + call.owner + ";");
  } else {
    kind = 's';
  }
  const std::string descriptor = kind == 'g' ? result : call.descriptor;
  CallEncoder encoder(ctx);
  if (!encoder.fix(values, types)) return refuse(call, ctx, encoder.why());
  const std::string callBytes =
      encoder.encode(kind, call.owner, call.name, descriptor, values, types);
  // The path's earlier calls that hold JDK objects: the JVM replays them first, so that the
  // objects are the ones this path made.
  const uint32_t steps =
      static_cast<uint32_t>(staticInt(ctx, std::string(clp::protocol::kJdkSteps), 0));
  if (steps >= kMaxSteps)
    return refuse(call, ctx, "the path made too many JDK calls on JDK objects");
  WireOut request;
  request.u8('C');
  request.i32(static_cast<int32_t>(steps));
  for (uint32_t i = 0; i < steps; ++i)
    request.blob(
        bridge_.call(static_cast<uint32_t>(staticInt(ctx, clp::protocol::jdkStepField(i), 0))));
  request.blob(callBytes);
  bool jvmFailed = false;
  Answer answer = bridge_.ask(request.bytes(), jvmFailed);
  ++ctx.stats().jvmCalls;  // answered now or from the cache alike: work counts the same
  if (jvmFailed) {
    ++ctx.stats().cutAtJvm;
    ++refusals_[answer.refusal];
    return false;
  }
  if (answer.kind == Answer::Kind::Refused) return refuse(call, ctx, answer.refusal);
  std::string shown = classfile::dottedName(call.owner) + "." + call.name;
  if (kind == 'n') shown = "new " + classfile::dottedName(call.owner);
  std::string args = encoder.text();
  if (kind == 'v') shown = "(" + encoder.receiverText() + ")." + call.name;
  AnswerApplier applier(ctx, encoder.scope(), steps);
  if (kind == 'n') applier.adopt(placeholder.id);
  Value value;
  std::string outcome;
  if (answer.kind == Answer::Kind::Returned) {
    value = applier.value(answer.value, kind == 'n' ? "L" + call.owner + ";" : result);
    if (value.kind == Value::Kind::Undef) return refuse(call, ctx, applier.why());
    outcome = "returned " + AnswerApplier::text(answer.value);
    if (answer.value.tag == 'O' &&
        !ctx.types().isSubtype(answer.value.type,
                               kind == 'n' ? call.owner : classOfDescriptor(result)))
      return refuse(call, ctx,
                    "it returns a " + answer.value.type + ", which the class path lacks");
  } else if (answer.kind == Answer::Kind::Threw) {
    if (!ctx.types().isSubtype(answer.thrown, "java/lang/Throwable"))
      return refuse(call, ctx, "it throws a " + answer.thrown + ", which the class path lacks");
    outcome = "threw " + classfile::dottedName(answer.thrown);
  } else {
    outcome = "returned";
  }
  for (const auto& [number, contents] : answer.changed)
    if (!applier.change(number, contents)) return refuse(call, ctx, applier.why());
  // The call joins the path's JDK calls when it held or made JDK objects.
  if (encoder.holdsJdkObjects() || applier.touchedJdkObjects() || kind == 'n' || kind == 'g') {
    setStaticInt(ctx, clp::protocol::jdkStepField(steps), bridge_.internCall(callBytes));
    const auto& scope = encoder.scope();
    const auto& table = applier.table();
    for (size_t k = 0; k < table.size(); ++k)
      ctx.writeField(0, clp::protocol::jdkObjectField(steps, static_cast<int32_t>(k)),
                     "Ljava/lang/Object;", table[k]);
    for (size_t k = 0; k < scope.size(); ++k) {
      if (isJdkObject(ctx, scope[k].id))
        ctx.writeField(scope[k].id, std::string(clp::protocol::kJdkUsed), "I",
                       Value::integer(ctx.pool().bvConst(32, 1)));
    }
    if (value.kind == Value::Kind::Ref)
      ctx.writeField(0, clp::protocol::jdkObjectField(steps, -1), "Ljava/lang/Object;", value);
    setStaticInt(ctx, std::string(clp::protocol::kJdkSteps), steps + 1);
  }
  if (kind == 'g' && value.kind != Value::Kind::Undef)
    ctx.writeField(0, clp::protocol::jdkStaticField(call.owner, call.name), "Ljava/lang/Object;",
                   value);
  for (const std::string& p : answer.properties)
    setStaticInt(ctx, std::string(clp::protocol::kJdkPropertyPrefix) + p, 1);
  std::string text = kind == 'g' ? shown : shown + "(" + args + ")";
  // The String model's natives for the rare case rules (models/bridge ModelNatives): shown as
  // the call the program made.
  if (call.owner == "java/lang/String" && call.name == "nonAsciiToUpperCase")
    text = "(" + args + ").toUpperCase()";
  if (call.owner == "java/lang/String" && call.name == "nonAsciiToLowerCase")
    text = "(" + args + ").toLowerCase()";
  record(ctx, text + " " + outcome);
  ++ran_;
  if (answer.kind == Answer::Kind::Threw) {
    if (result != "V" && kind != 'n') outputs.push_back(defaultValue(ctx, result));
    outputs.push_back(Value::exc(ctx.newObject(answer.thrown).id));
    return true;
  }
  if (kind != 'n' && result != "V") outputs.push_back(value);
  if (call.mayThrow) outputs.push_back(Value::ok());
  return true;
}

}  // namespace symtest::concrete
