// Placeholder until the engine lands; the registry needs the factory to link.
#include "registry.h"

namespace mm {

GameInfo tiles_matching_game() {
  GameInfo info;
  info.name = "tiles_matching";
  info.official_name = "tiles_matching";
  return info;
}

}  // namespace mm
