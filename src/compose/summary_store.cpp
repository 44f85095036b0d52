#include "compose/summary_store.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>

#include "compose/summarizer.hpp"
#include "solver/expr_import.hpp"

namespace symtest::compose {

namespace {

using nlohmann::json;
constexpr const char* kSummaryFormat = "symtest-summary/2";

json termJson(const Term& t) {
  return json::array({static_cast<int>(t.kind), t.index});
}

// How many of each thing a case's terms may name.
struct Bounds {
  size_t nodes, formals, created, literals, inputs, reads;
};

Term termOf(const json& j, const Bounds& b) {
  auto kind = j.at(0).get<int>();
  auto index = j.at(1).get<uint32_t>();
  if (kind < 0 || kind > static_cast<int>(Term::Kind::Read)) throw std::runtime_error("bad term");
  Term t{static_cast<Term::Kind>(kind), index};
  if ((t.kind == Term::Kind::Expr && index >= b.nodes) ||
      (t.kind == Term::Kind::Arg && index >= b.formals) ||
      (t.kind == Term::Kind::Created && index >= b.created) ||
      (t.kind == Term::Kind::Literal && index >= b.literals) ||
      (t.kind == Term::Kind::Input && index >= b.inputs) ||
      (t.kind == Term::Kind::Read && index >= b.reads))
    throw std::runtime_error("term out of range");
  return t;
}

// The nodes the cases use, in an order where operands come first; ids are renumbered.
class NodeWriter {
 public:
  explicit NodeWriter(const solver::ExprPool& pool) : pool_(pool) {}
  uint32_t id(solver::ExprId e) {
    if (auto it = local_.find(e); it != local_.end()) return it->second;
    std::vector<std::pair<solver::ExprId, bool>> stack{{e, false}};
    while (!stack.empty()) {
      auto [x, expanded] = stack.back();
      stack.pop_back();
      if (local_.count(x)) continue;
      const solver::ExprNode& n = pool_.node(x);
      if (!expanded) {
        stack.push_back({x, true});
        for (solver::ExprId k : {n.a, n.b, n.c})
          if (k != solver::kNoExpr && !local_.count(k)) stack.push_back({k, false});
        continue;
      }
      auto ref = [&](solver::ExprId k) {
        return k == solver::kNoExpr ? json(-1) : json(local_.at(k));
      };
      nodes.push_back(json::array(
          {static_cast<int>(n.op), n.width, n.isFloat, ref(n.a), ref(n.b), ref(n.c), n.value}));
      local_[x] = static_cast<uint32_t>(nodes.size() - 1);
    }
    return local_.at(e);
  }
  json nodes = json::array();

 private:
  const solver::ExprPool& pool_;
  std::unordered_map<solver::ExprId, uint32_t> local_;
};

}  // namespace

std::string contentHash(const std::string& text) {
  uint64_t a = 0xcbf29ce484222325ULL, b = 0x84222325cbf29ce4ULL;
  for (unsigned char c : text) {
    a = (a ^ c) * 0x100000001b3ULL;
    b = (b ^ (c + 0x9eU)) * 0x100000001b3ULL;
    b ^= b >> 29;
  }
  return fmt::format("{:016x}{:016x}", a, b);
}

std::string serializeEntry(const StoredEntry& entry) {
  json doc;
  doc["format"] = kSummaryFormat;
  doc["method"] = entry.method;
  doc["hash"] = entry.hash;
  if (!entry.summary) {
    doc["fallback"] = entry.fallback;
    doc["specializable"] = entry.specializable;
    return doc.dump(1) + "\n";
  }
  const Summary& s = *entry.summary;
  json vars = json::array();
  for (size_t v = 0; v < s.pool->varCount(); ++v) {
    const solver::VarInfo& info = s.pool->var(static_cast<uint32_t>(v));
    vars.push_back(json::array({info.name, info.width, info.isSigned, info.isFloat}));
  }
  doc["vars"] = vars;
  json formals = json::array();
  for (size_t i = 0; i < s.formalTypes.size(); ++i)
    formals.push_back(
        json::array({static_cast<int>(s.formalTypes[i]),
                     s.formalVars[i] == Summary::kNoVar ? -1 : int64_t{s.formalVars[i]}}));
  doc["formals"] = formals;
  doc["freshReceiver"] = s.freshReceiver;
  doc["errorCases"] = s.errorCases;
  doc["receiverClass"] = s.receiverClass;
  doc["composed"] = s.composed;
  doc["methods"] = s.methods;
  doc["unfoldings"] = s.unfoldings;
  doc["cutByBound"] = s.cutByBound;
  NodeWriter nodes(*s.pool);
  auto term = [&](const Term& t) {
    return t.kind == Term::Kind::Expr ? termJson({t.kind, nodes.id(t.index)}) : termJson(t);
  };
  json cases = json::array();
  for (const SummaryCase& c : s.cases) {
    json jc;
    json cond = json::array();
    for (solver::ExprId e : c.condition) cond.push_back(nodes.id(e));
    jc["condition"] = cond;
    jc["result"] = c.result ? term(*c.result) : json(nullptr);
    jc["flag"] = term(c.flag);
    json created = json::array();
    for (const CreatedObject& o : c.created) {
      json jo;
      jo["type"] = o.type;
      jo["length"] = o.length == solver::kNoExpr ? json(nullptr) : json(nodes.id(o.length));
      json fields = json::array(), elements = json::array();
      for (const auto& [name, t] : o.fields) fields.push_back(json::array({name, term(t)}));
      for (const auto& [index, t] : o.elements) elements.push_back(json::array({index, term(t)}));
      jo["fields"] = fields;
      jo["elements"] = elements;
      created.push_back(jo);
    }
    jc["created"] = created;
    json literals = json::array();
    for (const auto& [key, units] : c.literals) literals.push_back(json::array({key, units}));
    jc["literals"] = literals;
    json writes = json::array();
    for (const auto& [name, t] : c.receiverWrites) writes.push_back(json::array({name, term(t)}));
    jc["receiverWrites"] = writes;
    json formalTerms = json::array(), inputs = json::array(), reads = json::array(),
         heapWrites = json::array();
    for (const Term& t : c.formals) formalTerms.push_back(term(t));
    for (const InputObject& o : c.inputs) inputs.push_back(o.type);
    for (const FieldRead& r : c.reads)
      reads.push_back(json::array({r.object, r.field, r.descriptor, term(r.initial)}));
    for (const FieldWrite& w : c.writes)
      heapWrites.push_back(json::array({w.object, w.field, term(w.value)}));
    jc["formals"] = formalTerms;
    jc["inputs"] = inputs;
    jc["reads"] = reads;
    jc["writes"] = heapWrites;
    json invocations = json::array();
    for (const InvocationSteps& inv : c.invocations) {
      json steps = json::array();
      for (const clp::CoveredStep& st : inv.steps)
        steps.push_back(json::array({st.offset, st.raised}));
      invocations.push_back(json::array({inv.method, steps}));
    }
    jc["invocations"] = invocations;
    json rules = json::array();
    for (const RuleEvent& e : c.rules)
      rules.push_back(json::array({e.method, e.ordinal, e.rule, e.parent}));
    jc["rules"] = rules;
    cases.push_back(jc);
  }
  doc["nodes"] = nodes.nodes;
  doc["cases"] = cases;
  return doc.dump() + "\n";
}

StoredEntry parseEntry(const std::string& text) {
  StoredEntry entry;
  json doc;
  try {
    doc = json::parse(text);
  } catch (const json::exception& e) {
    throw std::runtime_error(std::string("not JSON: ") + e.what());
  }
  try {
    if (!doc.is_object() || doc.value("format", "") != kSummaryFormat)
      throw std::runtime_error(std::string("not a summary of format ") + kSummaryFormat);
    entry.method = doc.at("method").get<std::string>();
    entry.hash = doc.at("hash").get<std::string>();
    if (doc.contains("fallback")) {
      entry.fallback = doc.at("fallback").get<std::string>();
      entry.specializable = doc.value("specializable", false);
      return entry;
    }
    auto s = std::make_unique<Summary>();
    s->method = entry.method;
    s->hash = entry.hash;
    solver::ExprPool& pool = *s->pool;
    std::vector<solver::ExprId> varExpr;
    for (const json& v : doc.at("vars")) {
      auto width = v.at(1).get<uint8_t>();
      if (v.at(3).get<bool>()) {
        if (width != 32 && width != 64) throw std::runtime_error("bad float variable");
        varExpr.push_back(pool.newFpVar(v.at(0).get<std::string>(), width));
      } else {
        if (width > 64) throw std::runtime_error("bad variable width");
        varExpr.push_back(pool.newVar(v.at(0).get<std::string>(), width, v.at(2).get<bool>()));
      }
    }
    for (const json& f : doc.at("formals")) {
      auto type = f.at(0).get<int>();
      if (type < 0 || type > static_cast<int>(clp::ValueType::Double))
        throw std::runtime_error("bad formal type");
      s->formalTypes.push_back(static_cast<clp::ValueType>(type));
      auto var = f.at(1).get<int64_t>();
      if (var >= static_cast<int64_t>(varExpr.size())) throw std::runtime_error("bad formal");
      s->formalVars.push_back(var < 0 ? Summary::kNoVar : static_cast<uint32_t>(var));
    }
    s->freshReceiver = doc.at("freshReceiver").get<bool>();
    s->errorCases = doc.value("errorCases", false);
    s->receiverClass = doc.at("receiverClass").get<std::string>();
    s->composed = doc.at("composed").get<std::vector<std::string>>();
    s->methods = doc.at("methods").get<std::vector<std::string>>();
    auto method = [&](const json& j) {
      auto i = j.get<uint32_t>();
      if (i >= s->methods.size()) throw std::runtime_error("method out of range");
      return i;
    };
    s->unfoldings = doc.at("unfoldings").get<uint64_t>();
    s->cutByBound = doc.at("cutByBound").get<uint64_t>();
    // Nodes are rebuilt through the pool's builders; operands always precede their users.
    std::vector<solver::ExprId> ids;
    for (const json& n : doc.at("nodes")) {
      solver::ExprNode shape{};
      auto op = n.at(0).get<int>();
      if (op < 0 || op > static_cast<int>(solver::Op::BitsToFp))
        throw std::runtime_error("bad operator");
      shape.op = static_cast<solver::Op>(op);
      shape.width = n.at(1).get<uint8_t>();
      shape.isFloat = n.at(2).get<bool>();
      shape.value = n.at(6).get<uint64_t>();
      solver::ExprId kids[3];
      for (int k = 0; k < 3; ++k) {
        auto ref = n.at(3 + k).get<int64_t>();
        if (ref >= static_cast<int64_t>(ids.size())) throw std::runtime_error("forward operand");
        kids[k] = ref < 0 ? solver::kNoExpr : ids[ref];
      }
      if (shape.op == solver::Op::Var) {
        if (shape.value >= varExpr.size()) throw std::runtime_error("bad variable");
        ids.push_back(varExpr[shape.value]);
      } else {
        ids.push_back(solver::buildLike(pool, shape, kids[0], kids[1], kids[2]));
      }
    }
    const size_t formals = s->formalTypes.size();
    auto node = [&](const json& j) {
      auto i = j.get<uint64_t>();
      if (i >= ids.size()) throw std::runtime_error("node out of range");
      return ids[i];
    };
    for (const json& jc : doc.at("cases")) {
      SummaryCase c;
      for (const json& e : jc.at("condition")) c.condition.push_back(node(e));
      const size_t created = jc.at("created").size();
      for (const json& l : jc.at("literals"))
        c.literals.push_back({l.at(0).get<std::string>(), l.at(1).get<std::vector<uint16_t>>()});
      for (const json& o : jc.at("inputs")) c.inputs.push_back({o.get<std::string>()});
      const Bounds bounds{ids.size(),        formals,         created,
                          c.literals.size(), c.inputs.size(), jc.at("reads").size()};
      auto term = [&](const json& j) {
        Term t = termOf(j, bounds);
        if (t.kind == Term::Kind::Expr) t.index = ids[t.index];
        return t;
      };
      if (!jc.at("result").is_null()) c.result = term(jc.at("result"));
      c.flag = term(jc.at("flag"));
      for (const json& jo : jc.at("created")) {
        CreatedObject o;
        o.type = jo.at("type").get<std::string>();
        if (!jo.at("length").is_null()) o.length = node(jo.at("length"));
        for (const json& f : jo.at("fields"))
          o.fields.push_back({f.at(0).get<std::string>(), term(f.at(1))});
        for (const json& e : jo.at("elements"))
          o.elements.push_back({e.at(0).get<uint64_t>(), term(e.at(1))});
        c.created.push_back(std::move(o));
      }
      auto input = [&](const json& j) {
        auto k = j.get<uint32_t>();
        if (k >= c.inputs.size()) throw std::runtime_error("input object out of range");
        return k;
      };
      for (const json& t : jc.at("formals")) c.formals.push_back(term(t));
      for (const json& r : jc.at("reads"))
        c.reads.push_back({input(r.at(0)), r.at(1).get<std::string>(), r.at(2).get<std::string>(),
                           term(r.at(3))});
      for (const json& w : jc.at("writes"))
        c.writes.push_back({input(w.at(0)), w.at(1).get<std::string>(), term(w.at(2))});
      for (const json& w : jc.at("receiverWrites"))
        c.receiverWrites.push_back({w.at(0).get<std::string>(), term(w.at(1))});
      for (const json& inv : jc.at("invocations")) {
        InvocationSteps is{method(inv.at(0)), {}};
        for (const json& st : inv.at(1))
          is.steps.push_back({st.at(0).get<uint32_t>(), st.at(1).get<bool>()});
        c.invocations.push_back(std::move(is));
      }
      for (const json& r : jc.at("rules"))
        c.rules.push_back({method(r.at(0)), r.at(1).get<uint32_t>(), r.at(2).get<uint16_t>(),
                           r.at(3).get<int32_t>()});
      s->cases.push_back(std::move(c));
    }
    noteInspectedFormals(*s);
    entry.summary = std::move(s);
  } catch (const json::exception& e) {
    throw std::runtime_error(std::string("malformed summary: ") + e.what());
  } catch (const std::invalid_argument& e) {
    throw std::runtime_error(std::string("malformed expression: ") + e.what());
  }
  return entry;
}

SummaryStore::SummaryStore(std::filesystem::path directory,
                           std::function<void(const std::string&)> warn)
    : directory_(std::move(directory)), warn_(std::move(warn)) {}

std::filesystem::path SummaryStore::fileOf(const std::string& method) const {
  return directory_ / (contentHash(method) + ".json");
}

std::optional<StoredEntry> SummaryStore::load(const std::string& method, const std::string& hash) {
  std::filesystem::path file = fileOf(method);
  std::optional<std::string> text = readWholeFile(file);
  if (!text) return std::nullopt;
  try {
    StoredEntry e = parseEntry(*text);
    if (e.method != method) throw std::runtime_error("it holds " + e.method);
    if (e.hash != hash) return std::nullopt;  // stale: the method or what it calls changed
    return e;
  } catch (const std::runtime_error& e) {
    warn_(fmt::format("ignoring summary file {}: {}", file.string(), e.what()));
    return std::nullopt;
  }
}

bool writeAtomically(const std::filesystem::path& file, const std::string& text,
                     const std::function<void(const std::string&)>& warn) {
  std::error_code ec;
  std::filesystem::create_directories(file.parent_path(), ec);
  std::filesystem::path tmp =
      file.parent_path() / fmt::format(".tmp-{}-{}", ::getpid(), file.filename().string());
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    out << text;
    out.flush();
    if (!out) {
      warn(fmt::format("cannot write {}", tmp.string()));
      std::filesystem::remove(tmp, ec);
      return false;
    }
  }
  std::filesystem::rename(tmp, file, ec);
  if (ec) {
    warn(fmt::format("cannot write {}: {}", file.string(), ec.message()));
    std::filesystem::remove(tmp, ec);
    return false;
  }
  return true;
}

std::optional<std::string> readWholeFile(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) return std::nullopt;
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

bool SummaryStore::save(const StoredEntry& entry) {
  return writeAtomically(fileOf(entry.method), serializeEntry(entry),
                         [&](const std::string& m) { warn_("summary file: " + m); });
}

std::vector<StoredEntry> SummaryStore::list() {
  std::vector<StoredEntry> out;
  std::error_code ec;
  for (const auto& f : std::filesystem::directory_iterator(directory_, ec)) {
    if (f.path().extension() != ".json" || f.path().filename().string()[0] == '.') continue;
    std::optional<std::string> text = readWholeFile(f.path());
    try {
      if (!text) throw std::runtime_error("unreadable");
      out.push_back(parseEntry(*text));
    } catch (const std::runtime_error& e) {
      warn_(fmt::format("ignoring summary file {}: {}", f.path().string(), e.what()));
    }
  }
  std::sort(out.begin(), out.end(),
            [](const StoredEntry& a, const StoredEntry& b) { return a.method < b.method; });
  return out;
}

}  // namespace symtest::compose
