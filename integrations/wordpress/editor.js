/**
 * Phoenix Bionics elements: the blocks in the editor, without a build step. Each block's settings are the element's
 * attributes, in the sidebar; the preview is the element as the page will show it (rendered by the server, run by
 * the loader). Where data goes and code comes from (endpoint, site-url, clinic) is the settings page's alone: those
 * never show here, and a block that still has one (older content, a pasted block) says it is ignored.
 */
((wp, data) => {
  const el = wp.element.createElement;
  const { __, sprintf } = wp.i18n;
  const { BaseControl, CheckboxControl, Notice, PanelBody, SelectControl, TextControl } = wp.components;
  const { InspectorControls, useBlockProps } = wp.blockEditor;
  const clinicName = (id) => (data.clinics.find((c) => c.id === id) || { name: id }).name;
  const unset = {
    /* translators: %s: an attribute's default value. */
    oneOf: (spec) => sprintf(__('Default (%s)', 'phoenix-bionics'), spec.default),
    maybeOneOf: (_spec, name) =>
      name === 'clinic' && data.clinic
        ? /* translators: %s: a clinic's name. */ sprintf(
            __('This site’s clinic (%s)', 'phoenix-bionics'),
            clinicName(data.clinic),
          )
        : __('None', 'phoenix-bionics'),
    language: () => __('The site’s language', 'phoenix-bionics'),
  };

  const control = (name, spec, props) => {
    const value = props.attributes[spec.setting] || '';
    const set = (next) => props.setAttributes({ [spec.setting]: next });
    // The help texts are the element's documentation (elements.json), translated in the plugin's language files.
    const common = { key: name, label: name, help: __(spec.help, 'phoenix-bionics') };
    if (spec.kind === 'list') {
      const chosen = value ? value.split(',') : [];
      const toggle = (option, on) => set(spec.values.filter((v) => (v === option ? on : chosen.includes(v))).join(','));
      return el(
        BaseControl,
        common,
        spec.values.map((option) =>
          el(CheckboxControl, {
            key: option,
            label: option,
            checked: chosen.includes(option),
            onChange: (on) => toggle(option, on),
          }),
        ),
      );
    }
    if (spec.kind in unset) {
      const values = spec.kind === 'language' ? data.languages : spec.values;
      const label = (v) => (name === 'clinic' ? `${clinicName(v)} (${v})` : v);
      const options = [
        { label: unset[spec.kind](spec, name), value: '' },
        ...values.map((v) => ({ label: label(v), value: v })),
      ];
      return el(SelectControl, { ...common, value, options, onChange: set });
    }
    return el(TextControl, {
      ...common,
      value,
      onChange: set,
      placeholder: __('Default: see Settings › Phoenix Bionics', 'phoenix-bionics'),
    });
  };

  const privileged = (tag, name) => (data.privileged[tag] || []).includes(name);
  const shown = (tag, name) => !(name in (data.fixed[tag] || {})) && !privileged(tag, name);
  // Settings a block still carries that only the settings page decides: each says it is ignored.
  const ignored = (tag, element, attributes) =>
    Object.entries(element.attributes)
      .filter(([name, spec]) => privileged(tag, name) && attributes[spec.setting])
      .map(([name]) =>
        el(
          Notice,
          { key: name, status: 'warning', isDismissible: false },
          /* translators: %s: an attribute such as endpoint. */
          sprintf(
            __(
              '%s is ignored: where inquiries go, the company site and the clinic are set for the whole site in Settings › Phoenix Bionics.',
              'phoenix-bionics',
            ),
            name,
          ),
        ),
      );

  for (const [tag, element] of Object.entries(data.elements)) {
    // Title, description, icon, attributes and supports come from the block's block.json, registered by PHP.
    wp.blocks.registerBlockType(element.block, {
      edit: (props) =>
        el(
          'div',
          useBlockProps(),
          el(
            InspectorControls,
            null,
            el(
              PanelBody,
              { title: __('Settings', 'phoenix-bionics') },
              Object.entries(element.attributes)
                .filter(([name]) => shown(tag, name))
                .map(([name, spec]) => control(name, spec, props)),
              el(
                'p',
                { key: 'privileged' },
                __(
                  'Addresses and the clinic are set for the whole site by an administrator (Settings › Phoenix Bionics).',
                  'phoenix-bionics',
                ),
              ),
              data.configure
                ? el('a', { key: 'configure', href: data.configure }, __('Settings', 'phoenix-bionics'))
                : null,
            ),
          ),
          ...ignored(tag, element, props.attributes),
          el(wp.serverSideRender, { block: element.block, attributes: props.attributes }),
        ),
      save: () => null,
    });
  }
})(window.wp, window.phoenixBionics);
