// Placeholder until the engine lands; the registry needs the factory to link.
#include "registry.h"

namespace mm {

GameInfo jewels_game() {
  GameInfo info;
  info.name = "jewels";
  info.official_name = "jewels";
  return info;
}

}  // namespace mm
