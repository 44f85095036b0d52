#include "cli/clp_command.hpp"

#include <fmt/format.h>

#include <iostream>

#include "classfile/hierarchy.hpp"
#include "cli/targets.hpp"
#include "clp/printer.hpp"
#include "config/output_paths.hpp"
#include "residual/prolog_program.hpp"
#include "testcase/method_run.hpp"
#include "translate/translator.hpp"

namespace symtest::cli {

void ClpSettings::addOptions(CLI::App& cmd) {
  cmd.add_option("--prolog", prologFile,
                 "Write the program as a runnable SWI-Prolog program with symtest's driver "
                 "(block-k, heap, exceptions, CLP(FD) with Java's wrap-around): "
                 "'swipl -g main -t halt FILE' lists the test cases of the methods over "
                 "integers, as gen --criterion all-paths --keep-all finds them at the same k");
  cmd.add_option("-k", k, "With --prolog: the block-k bound, as gen's -k")
      ->check(CLI::Range(1u, 100u));
  cmd.add_option("--model-k", modelK, "With --prolog: the bound inside the JDK's models, as gen's")
      ->check(CLI::Range(1u, 100u));
  cmd.add_option("--collection-k", collectionK,
                 "With --prolog: the bound inside the java.util collection models, as gen's")
      ->check(CLI::Range(1u, 100u));
}

namespace {

int writeProlog(classfile::ClassPath& classPath, const clp::Program& program,
                const std::vector<uint32_t>& methods, const ClpSettings& settings) {
  testcase::GeneratorOptions bounds;
  bounds.k = settings.k;
  bounds.modelK = settings.modelK;
  bounds.collectionK = settings.collectionK;
  residual::PrologContext context;
  context.k = settings.k;
  context.bound = [&](const std::string& cls) {
    return testcase::blockBound(classPath, cls, bounds);
  };
  context.deterministicFree = [&](const std::string& cls) { return classPath.isModelClass(cls); };
  context.isSubtype = [&](const std::string& sub, const std::string& super) {
    return classfile::isSubclassOf(classPath, sub, super);
  };
  const residual::PrologProgram out = residual::prologProgram(program, methods, context);
  config::writeFileAtomically(settings.prologFile, out.text);
  std::cerr << fmt::format(
      "symtest: wrote {}: {} method(s) listed by main (swipl -g main -t halt {})\n",
      settings.prologFile, out.listed.size(), settings.prologFile);
  for (const auto& left : out.left)
    std::cerr << fmt::format("symtest: {}: not listed: {}\n", left.method, left.reason);
  return 0;
}

}  // namespace

int runClp(classfile::ClassPath& classPath, const std::vector<std::string>& specs,
           const ClpSettings& settings) {
  auto targets = resolveTargets(classPath, specs);
  translate::Translator translator(classPath);
  int status = 0;
  for (const auto& id : targets.methods) {
    if (translator.require(id.className, id.name, id.descriptor) == clp::kNoPred) {
      const auto* why = translator.whySkipped(id.key());
      std::cerr << fmt::format(
          "symtest: {}.{}{}: {}{}\n", id.javaClassName(), id.name, id.descriptor,
          why && why->offset >= 0 ? fmt::format("offset {}: ", why->offset) : "",
          why ? why->reason : "not translated");
      status = 2;
    }
  }
  const auto& program = translator.program();
  if (!settings.prologFile.empty()) {
    std::vector<uint32_t> methods;
    for (const auto& id : targets.methods)
      for (uint32_t m = 0; m < program.methods.size(); ++m)
        if (program.methods[m].className == id.className && program.methods[m].name == id.name &&
            program.methods[m].descriptor == id.descriptor)
          methods.push_back(m);
    return std::max(status, writeProlog(classPath, program, methods, settings));
  }
  for (uint32_t m = 0; m < program.methods.size(); ++m) {
    bool translated = false;
    for (const auto& p : program.predicates)
      translated = translated || (p.method == m && !p.rules.empty());
    if (translated) std::cout << clp::printMethod(program, m) << "\n";
  }
  // Callees that could not be translated: a call of them stops its path.
  for (const auto& s : translator.skipped())
    std::cout << fmt::format("% not translated: {}: {}{}\n", s.method,
                             s.offset >= 0 ? fmt::format("offset {}: ", s.offset) : "", s.reason);
  return status;
}

}  // namespace symtest::cli
