import type { Ref } from 'react';
import { Button, Tree, TreeItem, TreeItemContent, type Key } from 'react-aria-components';
import {
  sortTreeByName,
  TRAFFIC_LIGHT_LABELS,
  type NodeType,
  type TrafficLight,
} from '@wattwise/domain';
import { Icon } from '../IconButton/icons';
import * as css from './SpatialTree.css';

export interface SpatialNode {
  name: string;
  path: string;
  type: NodeType;
  children?: readonly SpatialNode[];
  energyUsage?: TrafficLight | null;
}

export interface SpatialTreeProps {
  nodes: readonly SpatialNode[];
  selectedPath?: string | null;
  onSelect: (path: string) => void;
  defaultExpandedPaths?: readonly string[];
  'aria-label'?: string;
  ref?: Ref<HTMLDivElement>;
}

/** Children sorted by name, as the sidebar shows them (spec shell §2: domain's sortTreeByName). */
export function sortByName(nodes: readonly SpatialNode[]): SpatialNode[] {
  return sortTreeByName(nodes);
}

function renderNode(node: SpatialNode) {
  const level = node.energyUsage ? TRAFFIC_LIGHT_LABELS[node.energyUsage] : null;
  return (
    <TreeItem key={node.path} id={node.path} textValue={node.name} className={css.item}>
      <TreeItemContent>
        {({ hasChildItems, isExpanded }) => (
          <div className={css.row}>
            {hasChildItems ? (
              <Button
                slot="chevron"
                className={css.chevron}
                aria-label={isExpanded ? `Collapse ${node.name}` : `Expand ${node.name}`}
              >
                <Icon name={isExpanded ? 'chevronDown' : 'chevronRight'} size={16} />
              </Button>
            ) : (
              <span className={css.spacer} />
            )}
            <span className={css.name}>{node.name}</span>
            {level && node.energyUsage ? (
              <span
                className={css.level({ level: node.energyUsage })}
                title={`Energy usage ${level}`}
              >
                {level}
              </span>
            ) : null}
          </div>
        )}
      </TreeItemContent>
      {node.children?.map(renderNode)}
    </TreeItem>
  );
}

/** The sidebar's spatial tree (building, block, floor, zone, space), sorted by name. */
export function SpatialTree({
  nodes,
  selectedPath,
  onSelect,
  defaultExpandedPaths,
  ref,
  ...aria
}: SpatialTreeProps) {
  const sorted = sortByName(nodes);
  return (
    <Tree
      ref={ref}
      aria-label={aria['aria-label'] ?? 'Buildings'}
      className={css.tree}
      selectionMode="single"
      selectedKeys={selectedPath ? [selectedPath] : []}
      onSelectionChange={(keys) => {
        const [first] = [...(keys as Set<Key>)];
        if (first !== undefined) onSelect(String(first));
      }}
      defaultExpandedKeys={defaultExpandedPaths}
    >
      {sorted.map(renderNode)}
    </Tree>
  );
}
