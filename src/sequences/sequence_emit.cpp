#include "sequences/sequence_emit.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>

#include "classfile/class_names.hpp"
#include "emit/java_text.hpp"
#include "sequences/sequence_arguments.hpp"

namespace symtest::sequences {

namespace {

using classfile::sourceName;
using emit::packageOf;

std::string simpleName(const std::string& internal) {
  std::string s =
      internal.substr(internal.rfind('/') == std::string::npos ? 0 : internal.rfind('/') + 1);
  return sourceName(s);
}

// java.lang's exceptions by their simple names, the others qualified.
std::string exceptionName(const std::string& internal) {
  if (internal.rfind("java/lang/", 0) == 0 && internal.find('/', 10) == std::string::npos)
    return sourceName(internal.substr(10));
  return sourceName(internal);
}

std::string capitalized(std::string s) {
  if (!s.empty()) s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
  return s;
}

std::string receiverName(const std::string& className) {
  std::string s = simpleName(className);
  s = s.substr(s.rfind('.') == std::string::npos ? 0 : s.rfind('.') + 1);
  s[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(s[0])));
  return s;
}

// A fragment of a test name for a value: 3, Minus1, True, A (a char).
std::string valueFragment(const results::ConcreteValue& v) {
  using K = classfile::JavaType::Kind;
  if (v.isReference()) return "Value";
  if (v.type.kind == K::Boolean) return v.value ? "True" : "False";
  if (v.type.kind == K::Float || v.type.kind == K::Double) return "";
  if (v.type.kind == K::Char)
    return std::isalnum(static_cast<int>(v.value)) ? std::string(1, static_cast<char>(v.value))
                                                   : "";
  return v.value < 0 ? fmt::format("Minus{}", -(v.value + 1) + 1) : std::to_string(v.value);
}

std::string testName(const ClassSequences& cls, const SequenceTest& t) {
  std::string name;
  for (size_t i = 0; i < t.calls.size(); ++i) {
    const Operation& op = cls.operations[t.calls[i].operation];
    if (op.isConstructor()) continue;
    name += name.empty() ? op.method.name : "Then" + capitalized(op.method.name);
  }
  if (name.empty()) name = "construct";
  const SequenceCall& last = t.calls.back();
  if (!last.exceptionClass.empty())
    name += "Throws" + simpleName(last.exceptionClass)
                           .substr(simpleName(last.exceptionClass).rfind('.') == std::string::npos
                                       ? 0
                                       : simpleName(last.exceptionClass).rfind('.') + 1);
  else if (last.result)
    name += "Returns" + valueFragment(*last.result);
  else if (last.returnsNull)
    name += *last.returnsNull ? "ReturnsNull" : "ReturnsObject";
  return name;
}

std::string assertion(const ClassSequences& cls, const SequenceCall& call, const std::string& var,
                      const ArgumentWriter& args) {
  std::string text = callText(cls, call, var, args.arguments(call));
  if (!call.exceptionClass.empty()) {
    return fmt::format("assertThrowsExactly({}.class, () -> {});",
                       exceptionName(call.exceptionClass), text);
  }
  if (call.returnsNull)
    return fmt::format("{}({});", *call.returnsNull ? "assertNull" : "assertNotNull", text);
  if (!call.result) return text + ";";
  using K = classfile::JavaType::Kind;
  if (call.result->type.kind == K::Boolean)
    return fmt::format("{}({});", call.result->value ? "assertTrue" : "assertFalse", text);
  return fmt::format("assertEquals({}, {});", args.value(*call.result), text);
}

}  // namespace

std::string callText(const ClassSequences& cls, const SequenceCall& call, const std::string& var,
                     const std::string& arguments) {
  const Operation& op = cls.operations[call.operation];
  if (op.isConstructor())
    return fmt::format("new {}{}({})", simpleName(cls.className),
                       cls.typeArguments.empty() ? "" : "<>", arguments);
  return fmt::format("{}.{}({})", var, op.method.name, arguments);
}

std::string sequenceJUnit(const ClassSequences& cls) {
  std::string out = emit::junitHeader(cls.className);
  std::string simple = simpleName(cls.className);
  std::string testClass = simple;
  for (char& c : testClass)
    if (c == '.') c = '_';
  out += fmt::format("// Sequences of public calls on {} (symtest seq, length {}).\n", simple,
                     cls.length);
  // A class whose type parameters Integer does not fit is named raw: its calls are unchecked.
  if (cls.rawType) out += "@SuppressWarnings({\"rawtypes\", \"unchecked\"})\n";
  out += fmt::format("class {}SequenceTest {{\n", testClass);
  std::set<std::string> names;
  std::string var = receiverName(cls.className);
  for (const SequenceTest& t : cls.tests) {
    std::string name = testName(cls, t);
    if (!names.insert(name).second) {
      name += fmt::format("_{}", t.number);
      names.insert(name);
    }
    std::string body;
    std::string condition;
    for (const auto& c : t.readableConstraints) condition += (condition.empty() ? "" : " && ") + c;
    if (!condition.empty()) body += "    // Path condition: " + emit::javaComment(condition) + "\n";
    ArgumentWriter args(cls, t, true, var);
    for (const SequenceCall& call : t.calls) {
      body += args.declarations(call, "    ");
      const Operation& op = cls.operations[call.operation];
      if (op.isConstructor() && call.exceptionClass.empty())
        body += fmt::format("    {}{} {} = {};\n", simple, cls.typeArguments, var,
                            callText(cls, call, var, args.arguments(call)));
      else
        body += "    " + assertion(cls, call, var, args) + "\n";
    }
    if (!t.observations.empty()) body += "    // The state it leaves, through its observers\n";
    for (const SequenceCall& call : t.observations)
      body += "    " + assertion(cls, call, var, args) + "\n";
    // The calls' checked exceptions propagate: the test compiles whatever they declare.
    std::string throws;
    for (const auto* list : {&t.calls, &t.observations})
      for (const SequenceCall& call : *list) {
        const std::string& c = cls.operations[call.operation].checkedThrows;
        if (c == "Throwable" || (c == "Exception" && throws.empty())) throws = c;
      }
    out += "\n  @Test\n";
    if (args.usesBoxConstructor()) out += "  @SuppressWarnings(\"removal\")\n";
    out += fmt::format("  void {}(){} {{\n", name, throws.empty() ? "" : " throws " + throws);
    out += body + "  }\n";
  }
  out += "}\n";
  return out;
}

std::vector<std::filesystem::path> writeSequenceJUnit(const SequenceRun& run,
                                                      const std::filesystem::path& dir) {
  std::vector<std::filesystem::path> written;
  for (const ClassSequences& cls : run.classes) {
    if (cls.tests.empty()) continue;
    std::filesystem::path file = dir;
    std::string pkg = packageOf(cls.className);
    for (size_t from = 0; !pkg.empty();) {
      size_t dot = pkg.find('.', from);
      file /= pkg.substr(from, dot - from);
      if (dot == std::string::npos) break;
      from = dot + 1;
    }
    std::filesystem::create_directories(file);
    std::string simple = simpleName(cls.className);
    for (char& c : simple)
      if (c == '.') c = '_';
    file /= simple + "SequenceTest.java";
    std::ofstream os(file);
    os << sequenceJUnit(cls);
    if (!os) throw std::runtime_error("cannot write " + file.string());
    written.push_back(file);
  }
  return written;
}

std::string sequenceTable(const SequenceRun& run) {
  std::string out;
  for (const ClassSequences& cls : run.classes) {
    out += fmt::format("{} (sequences of length <= {}, k={})\n", sourceName(cls.className),
                       cls.length, run.k);
    auto pct = [](const results::Counter& c) {
      return c.total ? 100.0 * c.covered / c.total : 100.0;
    };
    out += fmt::format(
        "  {} test{}, {} states, {} subsumed, {} sequences, instructions {}/{} ({:.1f}%), "
        "branches {}/{} ({:.1f}%), {:.3f} s\n",
        cls.tests.size(), cls.tests.size() == 1 ? "" : "s", cls.stats.states, cls.stats.subsumed,
        cls.stats.sequences, cls.instructions.covered, cls.instructions.total,
        pct(cls.instructions), cls.branches.covered, cls.branches.total, pct(cls.branches),
        cls.seconds);
    if (cls.partial) out += "  partial: " + cls.note + "\n";
    std::string var = receiverName(cls.className);
    for (const SequenceTest& t : cls.tests) {
      ArgumentWriter args(cls, t, false, var);
      auto text = [&](const SequenceCall& c) {
        // An object built through its API first: "LinkedStack other = new LinkedStack(); ..."
        std::string s = args.declarations(c, "");
        std::replace(s.begin(), s.end(), '\n', ' ');
        s += callText(cls, c, var, args.arguments(c));
        if (!c.exceptionClass.empty())
          s += " throws " + exceptionName(c.exceptionClass);
        else if (c.result)
          s += " == " + args.value(*c.result);
        else if (c.returnsNull)
          s += *c.returnsNull ? " == null" : " != null";
        return s;
      };
      std::string calls, observed;
      for (const SequenceCall& c : t.calls) calls += (calls.empty() ? "" : "; ") + text(c);
      for (const SequenceCall& c : t.observations)
        observed += (observed.empty() ? "" : ", ") + text(c);
      out += fmt::format("  {:>4}  {}  ({})\n", t.number, calls, t.kept);
      if (!observed.empty()) out += fmt::format("        then {}\n", observed);
    }
    for (const auto& [id, why] : cls.skipped)
      out += fmt::format("  not called: {}{}: {}\n", id.name, id.descriptor, why);
    std::string observers, nulls, objects;
    for (const Operation& op : cls.operations) {
      if (op.observer) observers += (observers.empty() ? "" : ", ") + op.method.name + "()";
      for (size_t i = 0; i < op.objectArguments.size(); ++i) {
        const Operation::ObjectArgument& a = op.objectArguments[i];
        if (!a.any()) continue;
        bool again = false;  // an earlier object argument of its type may be passed again
        for (size_t j = 0; j < i; ++j)
          again = again || (op.objectArguments[j].any() &&
                            op.descriptor.params[j].className == op.descriptor.params[i].className);
        const std::string built = sourceName(a.builtClass);
        const bool vowel =
            !built.empty() && std::string("AEIOU").find(built[0]) != std::string::npos;
        objects += fmt::format("{}{}({} {}): null{}{}{}", objects.empty() ? "" : "; ",
                               op.method.name, op.descriptor.params[i].javaName(), op.paramNames[i],
                               a.receiver ? ", the receiver" : "",
                               again ? ", the same object as an earlier argument" : "",
                               built.empty() ? ""
                                             : fmt::format(", {} {} built through its API",
                                                           vowel ? "an" : "a", built));
      }
      for (size_t i = 0; i < op.arguments.size(); ++i)
        if (op.arguments[i].empty() && !op.objectArguments[i].any())
          nulls += fmt::format("{}{}({} {})", nulls.empty() ? "" : ", ", op.method.name,
                               op.descriptor.params[i].javaName(), op.paramNames[i]);
    }
    if (!observers.empty())
      out += "  observers (asserted after the last call): " + observers + "\n";
    if (!nulls.empty()) out += "  passed null only: " + nulls + "\n";
    if (!objects.empty()) out += "  objects passed: " + objects + "\n";
    out += "\n";
  }
  return out;
}

std::string sequenceJson(const SequenceRun& run) {
  using Json = nlohmann::json;
  auto counter = [](const results::Counter& c) {
    return Json{{"covered", c.covered}, {"total", c.total}};
  };
  Json doc;
  doc["k"] = run.k;
  doc["length"] = run.length;
  Json classes = Json::array();
  uint64_t states = 0, subsumed = 0, sequences = 0, tests = 0;
  for (const ClassSequences& cls : run.classes) {
    Json c;
    c["class"] = sourceName(cls.className);
    c["status"] = cls.partial ? "partial" : "complete";
    if (!cls.note.empty()) c["note"] = cls.note;
    c["states"] = cls.stats.states;
    c["subsumed"] = cls.stats.subsumed;
    c["sequences"] = cls.stats.sequences;
    c["coverage"] = {{"instructions", counter(cls.instructions)},
                     {"branches", counter(cls.branches)}};
    Json skipped = Json::array();
    for (const auto& [id, why] : cls.skipped)
      skipped.push_back({{"method", id.name}, {"descriptor", id.descriptor}, {"reason", why}});
    c["notCalled"] = skipped;
    Json ts = Json::array();
    std::string var = receiverName(cls.className);
    for (const SequenceTest& t : cls.tests) {
      ArgumentWriter args(cls, t, false, var);
      auto json = [&](const std::vector<SequenceCall>& list) {
        Json calls = Json::array();
        for (const SequenceCall& call : list) {
          const Operation& op = cls.operations[call.operation];
          Json jc{{"method", op.method.name},
                  {"descriptor", op.method.descriptor},
                  {"java", callText(cls, call, var, args.arguments(call))}};
          // The statements that build the objects it passes first, if any.
          if (std::string setup = args.declarations(call, ""); !setup.empty()) jc["setup"] = setup;
          if (!call.exceptionClass.empty()) jc["throws"] = sourceName(call.exceptionClass);
          if (call.result) jc["returns"] = args.value(*call.result);
          if (call.returnsNull) jc["returnsNull"] = *call.returnsNull;
          calls.push_back(jc);
        }
        return calls;
      };
      ts.push_back({{"number", t.number},
                    {"calls", json(t.calls)},
                    {"observations", json(t.observations)},
                    {"pathCondition", t.constraints},
                    {"kept", t.kept}});
    }
    c["tests"] = ts;
    classes.push_back(c);
    states += cls.stats.states;
    subsumed += cls.stats.subsumed;
    sequences += cls.stats.sequences;
    tests += cls.tests.size();
  }
  doc["classes"] = classes;
  doc["sequences"] = {
      {"states", states}, {"subsumed", subsumed}, {"sequences", sequences}, {"tests", tests}};
  Json cc = Json::array();
  for (const auto& r : run.classCoverage)
    cc.push_back({{"class", r.method.javaClassName()},
                  {"method", r.method.name},
                  {"descriptor", r.method.descriptor},
                  {"instructions", counter(r.instructions)},
                  {"branches", counter(r.branches)}});
  doc["classCoverage"] = cc;
  return doc.dump(2) + "\n";
}

}  // namespace symtest::sequences
