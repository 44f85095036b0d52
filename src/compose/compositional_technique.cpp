#include "compose/compositional_technique.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <iostream>
#include <set>

#include "classfile/method_id.hpp"
#include "clp/printer.hpp"
#include "compose/summarizer.hpp"

namespace symtest::compose {

bool namesMethod(const std::string& pattern, const std::string& className,
                 const std::string& name) {
  if (pattern == "all") return true;
  const std::string dotted = classfile::MethodId{className, name, ""}.javaClassName();
  const std::string simple = dotted.substr(dotted.rfind('.') + 1);
  for (const std::string& cls : {className, dotted, simple})
    if (pattern == cls || pattern == cls + "." + name) return true;
  return false;
}

bool CompositionalTechnique::errorSummary(testcase::GenerationSession& session,
                                          const clp::MethodInfo& info) const {
  // The models stand for the JDK: its methods are not what errors are sought in.
  if (session.classPath().isModelClass(info.className)) return false;
  return std::any_of(
      options_.errorSummaries.begin(), options_.errorSummaries.end(),
      [&](const std::string& p) { return namesMethod(p, info.className, info.name); });
}

bool CompositionalTechnique::acceptsPath(const symexec::PathView& path) {
  if (!options_.errorsOnly || path.outputs.back().kind == symexec::Value::Kind::Exc) return true;
  ++normalPathsDropped_;
  return false;
}

CompositionalTechnique::CompositionalTechnique(ComposeOptions options)
    : options_(std::move(options)) {
  if (!options_.warn)
    options_.warn = [](const std::string& m) { std::cerr << "symtest: warning: " << m << "\n"; };
  if (!options_.storeDirectory.empty())
    store_ = std::make_unique<SummaryStore>(options_.storeDirectory, options_.warn);
}

std::string CompositionalTechnique::methodHash(testcase::GenerationSession& session,
                                               uint32_t method) {
  const clp::Program& program = session.translator().program();
  const testcase::GeneratorOptions& o = session.options();
  // Components come callees first, so each one's callees are hashed before it.
  const uint32_t target = graph_->componentOf(method);
  for (uint32_t c = 0; c <= target; ++c) {
    if (!componentHashes_[c].empty()) continue;
    std::vector<std::string> parts;
    for (uint32_t m : graph_->components()[c]) {
      auto [it, fresh] = methodText_.emplace(m, "");
      if (fresh) it->second = contentHash(clp::printMethod(program, m));
      const clp::MethodInfo& info = program.methods[m];
      parts.push_back(clp::Program::methodKey(info.className, info.name, info.descriptor) + " " +
                      it->second);
      for (uint32_t callee : graph_->callees(m))
        if (graph_->componentOf(callee) != c)
          parts.push_back("calls " + componentHashes_[graph_->componentOf(callee)]);
    }
    std::sort(parts.begin(), parts.end());
    std::string text;
    for (const std::string& p : parts) text += p + "\n";
    componentHashes_[c] = contentHash(text);
  }
  const clp::MethodInfo& info = program.methods[method];
  // Error summaries change the summaries of their callers too: the focus is part of every key.
  std::string focus;
  for (const std::string& p : options_.errorSummaries) focus += " " + p;
  return contentHash(fmt::format(
      "{} {} k={} modelK={} collectionK={} index={} arrays={} statics={} output={}{}",
      clp::Program::methodKey(info.className, info.name, info.descriptor), componentHashes_[target],
      o.k, o.modelK, o.collectionK, o.limits.maxSymbolicIndex, o.limits.maxArrayLength,
      o.staticInputs, o.captureOutput, focus.empty() ? "" : " errors" + focus));
}

std::string CompositionalTechnique::staticFallback(const clp::Program& program, uint32_t method) {
  const uint32_t target = graph_->componentOf(method);
  if (componentFallback_[target]) return *componentFallback_[target];
  // Components come callees first: each one's callees are decided before it.
  for (uint32_t c = 0; c <= target; ++c) {
    if (componentFallback_[c]) continue;
    std::string why;
    for (uint32_t m : graph_->components()[c]) {
      for (uint32_t callee : graph_->callees(m)) {
        const uint32_t cc = graph_->componentOf(callee);
        if (cc == c || !componentFallback_[cc] || componentFallback_[cc]->empty()) continue;
        const clp::MethodInfo& info = program.methods[callee];
        why = fmt::format("may call {}.{}, which {}", info.className, info.name,
                          *componentFallback_[cc]);
        break;
      }
      if (!why.empty()) break;
    }
    if (why.empty()) {
      std::set<uint32_t> members(graph_->components()[c].begin(), graph_->components()[c].end());
      for (const clp::Predicate& p : program.predicates) {
        if (!members.count(p.method)) continue;
        for (const clp::Rule& r : p.rules)
          if (std::string w = outsideSummary(r); !w.empty()) {
            why = w;
            break;
          }
        if (!why.empty()) break;
      }
    }
    componentFallback_[c] = why;
  }
  return *componentFallback_[target];
}

void CompositionalTechnique::ensureSummary(testcase::GenerationSession& session, uint32_t method) {
  const clp::MethodInfo& info = session.translator().program().methods[method];
  const std::string key = clp::Program::methodKey(info.className, info.name, info.descriptor);
  if (library_.decided(key)) return;
  if (info.name == "<clinit>") {
    library_.fallBack(key, "a class initializer");
    return;
  }
  if (std::string why = staticFallback(session.translator().program(), method); !why.empty()) {
    library_.fallBack(key, why);
    return;
  }
  build(session, method, key, nullptr);
}

void CompositionalTechnique::build(testcase::GenerationSession& session, uint32_t method,
                                   const std::string& key, const CallContext* context) {
  const clp::MethodInfo& info = session.translator().program().methods[method];
  std::string hash = "";
  if (store_) {
    hash = methodHash(session, method);
    if (context) hash = contentHash(hash + " " + context->text());
    if (std::optional<StoredEntry> e = store_->load(key, hash)) {
      ++loaded_;
      if (e->summary)
        library_.add(std::move(e->summary));
      else
        library_.fallBack(key, e->fallback);
      if (e->specializable) specializable_.insert(key);
      return;
    }
  }
  if (session.options().progress) session.options().progress("summary of " + key);
  SummaryOutcome outcome =
      summarize(session, library_, *graph_, method, errorSummary(session, info), context);
  summaryUnfoldings_ += outcome.unfoldings;
  StoredEntry entry{key, hash, nullptr, outcome.fallback, outcome.specializable};
  if (outcome.specializable) specializable_.insert(key);
  if (outcome.summary) {
    ++computed_;
    if (context) ++specialized_;
    outcome.summary->hash = hash;
    entry.summary = std::move(outcome.summary);
  }
  // Safety limits and interrupts depend on the machine: such outcomes are not kept (every
  // other limit is deterministic, and part of the key).
  if (store_ && !outcome.transient) store_->save(entry);
  if (entry.summary)
    library_.add(std::move(entry.summary));
  else
    library_.fallBack(key, entry.fallback);
}

CallContext CompositionalTechnique::contextOf(testcase::GenerationSession& session,
                                              const std::vector<heap::Value>& args,
                                              symexec::ExecutionContext& ctx) const {
  using Kind = CallContext::Formal::Kind;
  CallContext context;
  for (const heap::Value& arg : args) {
    CallContext::Formal f;
    heap::Value v = ctx.heap().deref(arg);
    if (v.kind == heap::Value::Kind::Int && ctx.pool().isConst(v.id) &&
        !ctx.pool().node(v.id).isFloat) {
      f.kind = Kind::Constant;
      f.bits = ctx.pool().node(v.id).value;
      // Signed, as the context prints it.
      const uint8_t width = ctx.pool().node(v.id).width;
      if (width > 0 && width < 64 && (f.bits >> (width - 1)) & 1) f.bits |= ~0ULL << width;
    } else if (v.kind == heap::Value::Kind::Null) {
      f.kind = Kind::Null;
    } else if (v.kind == heap::Value::Kind::Ref) {
      // An object of the analysed classes: the models' objects are built by their own code.
      // Only a class lazy initialization can give an input (not a hidden lambda class).
      const std::string& type = ctx.heap().object(v.id).type;
      std::vector<std::string> own;
      if (!type.empty() && type[0] != '[' && !session.classPath().isModelClass(type))
        own = ctx.types().concreteSubtypes(type);
      if (std::find(own.begin(), own.end(), type) != own.end()) {
        f.kind = Kind::Exact;
        f.type = type;
      }
    }
    context.formals.push_back(std::move(f));
  }
  return context;
}

const Summary* CompositionalTechnique::specialize(testcase::GenerationSession& session,
                                                  uint32_t method,
                                                  const std::vector<heap::Value>& args,
                                                  symexec::ExecutionContext& ctx) {
  const clp::Program& program = session.translator().program();
  const clp::MethodInfo& info = program.methods[method];
  const std::string key = clp::Program::methodKey(info.className, info.name, info.descriptor);
  // Only where a context may cure why the general summary could not be built (a reference of
  // several classes, too many paths or cases).
  if (!specializable_.count(key) || info.name == "<init>") return nullptr;
  CallContext context = contextOf(session, args, ctx);
  if (!context.fixesSomething()) return nullptr;
  const std::string specializedKey = key + " " + context.text();
  if (library_.decided(specializedKey)) return library_.find(specializedKey);
  // Each context costs an exploration: a method called with many is left to unfolding.
  if (++contexts_[key] > kMaxContexts) return nullptr;
  build(session, method, specializedKey, &context);
  return library_.find(specializedKey);
}

void CompositionalTechnique::beginMethod(testcase::MethodRun& run) {
  const clp::Program& program = run.program();
  // The program grows as targets are translated: the graph is rebuilt per target.
  graph_ = std::make_unique<CallGraph>(program);
  componentHashes_.assign(graph_->components().size(), "");
  componentFallback_.assign(graph_->components().size(), std::nullopt);
  const uint32_t target = program.predicates[run.entry()].method;
  std::vector<uint32_t> reachable = graph_->reachableFrom(target);
  std::set<uint32_t> wanted(reachable.begin(), reachable.end());
  const uint32_t targetComponent = graph_->componentOf(target);
  // Callees first; the target's own component is explored as today (it is on the stack).
  for (uint32_t c = 0; c < graph_->components().size(); ++c) {
    if (c == targetComponent) continue;
    for (uint32_t m : graph_->components()[c])
      if (wanted.count(m)) ensureSummary(run.session(), m);
  }
  composer_ = std::make_unique<Composer>(program, library_, *graph_);
  testcase::GenerationSession& session = run.session();
  composer_->setSpecializer([this, &session](uint32_t method, const std::vector<heap::Value>& args,
                                             symexec::ExecutionContext& ctx) {
    return specialize(session, method, args, ctx);
  });
  auto& handlers = run.hooks().callHandlers;
  handlers.insert(handlers.begin(), composer_.get());
}

void CompositionalTechnique::endMethod(testcase::MethodRun& run) {
  if (!composer_) return;
  if (composer_->compositions() > 0)
    run.result().counters["summary cases composed"] = composer_->compositions();
  compositions_ += composer_->compositions();
  if (composer_->errorSummaryCalls() > 0)
    run.result().counters["calls decided by error summaries"] = composer_->errorSummaryCalls();
  errorSummaryCalls_ += composer_->errorSummaryCalls();
  // Paths the bound cut inside a composed callee are cut paths of this method too.
  for (const std::string& key : composer_->used())
    if (const Summary* s = library_.find(key)) run.result().exploration.cutByBound += s->cutByBound;
  composer_.reset();
}

void CompositionalTechnique::endRun(results::GenerationResult& result) {
  results::GenerationResult::Section& s = result.sections["summaries"];
  uint64_t cases = 0;
  for (const auto& [key, summary] : library_.summaries()) cases += summary->cases.size();
  s.counts["computed"] = computed_;
  s.counts["loaded"] = loaded_;
  s.counts["reused"] = compositions_;
  s.counts["cases"] = cases;
  s.counts["unfoldings"] = summaryUnfoldings_;
  s.counts["specialized"] = specialized_;
  if (options_.errorsOnly || !options_.errorSummaries.empty()) {
    uint64_t errorSummaries = 0;
    for (const auto& [key, summary] : library_.summaries()) errorSummaries += summary->errorCases;
    s.counts["errorSummaries"] = errorSummaries;
    s.counts["errorSummaryCalls"] = errorSummaryCalls_;
    s.counts["normalPathsDropped"] = normalPathsDropped_;
  }
  for (const auto& [key, why] : library_.fallbacks()) s.tables["fallbacks"][key] = why;
}

}  // namespace symtest::compose
