#include "cli/command_line.hpp"

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include <malloc.h>

#include <cstdlib>
#include <iostream>

#include "classfile/class_path.hpp"
#include "cli/clp_command.hpp"
#include "cli/common_options.hpp"
#include "cli/gen_command.hpp"
#include "cli/project_command.hpp"
#include "cli/registry.hpp"
#include "cli/run_control.hpp"
#include "cli/seq_command.hpp"
#include "cli/summaries_command.hpp"
#include "cli/targets.hpp"
#include "cli/verify_command.hpp"
#include "config/gen_run.hpp"

namespace symtest::cli {

int runCommandLine(int argc, char** argv) {
  // libzip converts the DOS time of every archive entry with mktime(); with TZ unset glibc
  // checks /etc/localtime again on each call, a third of the start-up for java.base's 6,000
  // entries. symtest prints no local times, so a fixed zone changes nothing else.
  setenv("TZ", "UTC", 0);
  // Z3 allocates and clears tens of megabytes per context. Served from mmap, every method's
  // context pays ~50 ms of page faults again; kept in the heap, only the first one does.
  mallopt(M_MMAP_THRESHOLD, 256 << 20);
  mallopt(M_TRIM_THRESHOLD, 512 << 20);
  CLI::App app{
      "symtest: generates JUnit tests for Java bytecode by symbolic execution of its CLP "
      "translation"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "symtest 0.1.0");
  CommonOptions common;
  common.argv.assign(argv, argv + argc);
  std::string jdkHome;
  app.add_option("--jdk", jdkHome,
                 "The JDK the tests run on (its home): symtest reads its java.base, follows its "
                 "release (17, 21, 25: Double.toString, Unicode, Math intrinsics) and runs the "
                 "JVM beside the run from it (default: JAVA_HOME, else the javac on PATH)");
  app.fallthrough();
  config::GenRun genRun(techniqueRegistry());
  CLI::App* gen = app.add_subcommand("gen", "Generate test cases");
  addTargetOptions(*gen, common);
  genRun.addOptions(*gen);
  addJobsOptions(*gen, common.jobs, common.worker);
  config::GenRun projectRun(techniqueRegistry());
  ProjectSettings ps;
  CLI::App* projectCmd = app.add_subcommand(
      "project",
      "Generate a JUnit 5 class FooSymtestTest for every class of a Maven or Gradle project, "
      "in its test tree; unchanged code is not explored again");
  ps.addOptions(*projectCmd);
  projectRun.addOptions(*projectCmd);
  SeqSettings ss;
  CLI::App* seqCmd = app.add_subcommand(
      "seq",
      "Generate tests as sequences of public calls on each class (Symstra), pruning "
      "receiver states an earlier state subsumes");
  addTargetOptions(*seqCmd, common);
  ss.addOptions(*seqCmd);
  std::string storeDir;
  CLI::App* summariesCmd =
      app.add_subcommand("summaries", "List a summary store (gen --summaries DIR)");
  summariesCmd->add_option("dir", storeDir, "The store's directory")->required();
  CLI::App* clpCmd = app.add_subcommand(
      "clp", "Print the CLP-translated program, or write it as a runnable SWI-Prolog program");
  addTargetOptions(*clpCmd, common);
  ClpSettings clpSettings;
  clpSettings.addOptions(*clpCmd);
  VerifySettings vs;
  CLI::App* verifyCmd = app.add_subcommand(
      "verify",
      "Check a program in the SV-COMP conventions: can an assertion in CLASS.main fail? Prints "
      "one line: true, false (with the nondet values, replayed on the JVM) or unknown (and why)");
  addTargetOptions(*verifyCmd, common);
  vs.addOptions(*verifyCmd);

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? 0 : 2;
  }
  // Before any thread starts (the watchdogs): every thread inherits the blocked signals.
  static solver::Cancellation cancel;
  stopOnSignals(cancel);
  try {
    if (!jdkHome.empty()) useJdk(jdkHome);
    if (*gen) {
      genRun.settle();
      return runGen(common, genRun, cancel);
    }
    if (*verifyCmd) return runVerify(common, vs, cancel);
    if (*projectCmd) {
      projectRun.settle();
      return runProject(ps, projectRun, cancel, openEntries, common.argv);
    }
    if (*summariesCmd) return runSummaries(storeDir);
    if (*seqCmd) {
      auto classPath = openClassPath(common);
      return runSeq(*classPath, common.targets, ss, cancel, common.argv);
    }
    auto classPath = openClassPath(common);
    return runClp(*classPath, common.targets, clpSettings);
  } catch (const UsageError& e) {
    std::cerr << "symtest: error: " << e.what() << "\n";
  } catch (const classfile::ClassPathError& e) {
    std::cerr << "symtest: error: " << e.what() << "\n";
  } catch (const classfile::ClassFormatError& e) {
    std::cerr << "symtest: error: " << e.what() << "\n";
  } catch (const std::exception& e) {
    std::cerr << "symtest: internal error: " << e.what() << "\n";
    return 1;
  }
  return 2;
}

}  // namespace symtest::cli
