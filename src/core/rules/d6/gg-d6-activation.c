/* gg-d6-activation.c: the activation scheme's hooks, registered from above (gg-act.c). */
#include "gg-d6-activation.h"

static const GgD6Activation *registered;

void
gg_d6_activation_register (const GgD6Activation *hooks)
{
  registered = hooks;
}

const GgD6Activation *
gg_d6_activation (void)
{
  return registered;
}
