#include "cli/registry.hpp"

#include <cstdlib>

#include "compose/compose_entry.hpp"
#include "concrete/jdk_entry.hpp"
#include "cost/cost_entry.hpp"
#include "guide/guide_entry.hpp"
#include "heapsolver/heap_entry.hpp"
#include "residual/generator_entry.hpp"
#include "sequences/api_receivers.hpp"

namespace symtest::cli {

config::TechniqueEntries techniqueRegistry() {
  config::TechniqueEntries entries;
  entries.push_back(cost::makeCostEntry());            // --cost, --policy (src/cost)
  entries.push_back(guide::makeGuideEntry());          // --criterion, --keep-all (src/guide)
  entries.push_back(heapsolver::makeHeapEntry());      // --heap, --assume (src/heapsolver)
  entries.push_back(compose::makeComposeEntry());      // --compositional, --summaries (src/compose)
  entries.push_back(residual::makeGeneratorEntry());   // --generator (src/residual)
  entries.push_back(sequences::makeReceiversEntry());  // --receivers (src/sequences)
  const char* bridge = std::getenv("SYMTEST_BRIDGE");
  entries.push_back(concrete::makeJdkEntry(bridge ? bridge : SYMTEST_BRIDGE_JAR));  // src/concrete
  return entries;
}

}  // namespace symtest::cli
